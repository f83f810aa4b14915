// Add Item / Update Item. A file chosen but not yet sent is uploaded first and then saved with the item; the
// save belongs to the collection and item the form held when it was pressed. Problems land on their fields
// (the browser's check, then the server's), focus goes to the first, and a missing required field also gets
// the Missing fields toast.
import { useState } from 'react';
import type { CollectionKey } from '#shared/catalog';
import { MutationError } from './api';
import { check, imageTarget, type FieldErrors, type ItemFormState } from './form-state';
import { toast } from './toaster';
import type { AdminData } from './use-admin-data';
import { failureToast } from './use-admin-data';
import { enqueueUpload } from './upload-queue';

export function useSubmitItem(form: ItemFormState, collection: CollectionKey, data: AdminData, onSaved: () => void) {
  const [busy, setBusy] = useState<'uploading' | 'saving' | null>(null);

  const submit = async () => {
    const owner = form.key;
    const editingId = form.editingId;
    const file = form.pendingFile;
    let values = form.values;
    const target = imageTarget(values.type);

    // Check the typed fields first, so a photo is not uploaded for a form that cannot be saved.
    const first = check(values);
    const errors: FieldErrors = { ...first.errors };
    if (file && !values[target].trim()) delete errors[target];
    if (Object.values(errors).some(Boolean)) {
      form.showErrors(errors);
      if (first.missing) toast({ variant: 'destructive', title: 'Missing fields', description: 'Please fill in all required fields' });
      return;
    }

    if (file) {
      setBusy('uploading');
      try {
        const entry = await enqueueUpload(file, owner, data.csrf).done;
        data.refetchMedia();
        values = { ...values, [target]: entry.url };
        if (form.isCurrent(owner)) {
          form.setField(target, entry.url);
          form.setPendingFile(null);
        }
      } catch (error) {
        setBusy(null);
        const reason = error instanceof MutationError ? error.detail : undefined;
        if (form.isCurrent(owner)) form.showErrors({ file: reason ?? 'The upload did not finish.' });
        toast({ variant: 'destructive', title: 'Upload failed', description: reason ?? 'There was an error uploading your file.' });
        return;
      }
    }

    const final = check(values);
    if (!final.item) {
      setBusy(null);
      if (form.isCurrent(owner)) form.showErrors(final.errors);
      if (final.missing) toast({ variant: 'destructive', title: 'Missing fields', description: 'Please fill in all required fields' });
      return;
    }

    setBusy('saving');
    try {
      if (editingId) await data.update.mutateAsync({ collection, item: { id: editingId, ...final.item } });
      else await data.add.mutateAsync({ collection, item: final.item });
      if (form.isCurrent(owner)) onSaved();
    } catch (error) {
      if (error instanceof MutationError && error.fields && form.isCurrent(owner)) form.showErrors(error.fields);
      failureToast(error as Error);
    } finally {
      setBusy(null);
    }
  };

  return { submit, busy };
}
