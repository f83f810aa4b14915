// The item form's state for one collection: values, field errors, which item is being edited, a chosen but
// unsent file, and the form's key (collection, item, generation) that uploads use to come back to the form that
// started them. Checking uses the shared item schema, so the form and the API agree on every message.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CollectionKey } from '#shared/catalog';
import { fieldErrors, itemSchemas, type MediaType, type NewPortfolioItem, type PortfolioItem } from '#shared/portfolio-item';

export interface FormValues {
  title: string;
  description: string;
  type: MediaType;
  src: string;
  thumbnail: string;
  category: string;
  specs: string;
  alt: string;
}

export type FieldName = keyof FormValues | 'file';
export type FieldErrors = Partial<Record<FieldName, string>>;

export const emptyForm: FormValues = {
  title: '',
  description: '',
  type: 'image',
  src: '',
  thumbnail: '',
  category: '',
  specs: '',
  alt: '',
};

export function toValues(item: PortfolioItem): FormValues {
  return {
    title: item.title,
    description: item.description,
    type: item.type,
    src: item.src,
    thumbnail: item.thumbnail ?? '',
    category: item.category ?? '',
    specs: item.specs ?? '',
    alt: item.alt ?? '',
  };
}

// The browser does not ship the image manifest: any site image name passes here, and the server confirms it.
const { newItem } = itemSchemas(() => true);

/** The payload, or one message per field. `missing` is true when a required field is empty. */
export function check(values: FormValues): { item?: NewPortfolioItem; errors: FieldErrors; missing: boolean } {
  const parsed = newItem.safeParse(values);
  if (parsed.success) return { item: parsed.data, errors: {}, missing: false };
  const missing = (['title', 'description', 'src'] as const).some((k) => !values[k].trim());
  return { errors: fieldErrors(parsed.error), missing };
}

/** Image items take an upload as their source; videos and 3D tours only as their card's thumbnail. */
export const imageTarget = (type: MediaType): 'src' | 'thumbnail' => (type === 'image' ? 'src' : 'thumbnail');

export function useItemForm(collection: CollectionKey) {
  const [values, setValues] = useState<FormValues>(emptyForm);
  const [initial, setInitial] = useState<FormValues>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [editingId, setEditingId] = useState<string | undefined>();
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [generation, setGeneration] = useState(0);

  const [focusRequest, setFocusRequest] = useState(0);

  const key = `${collection}:${editingId ?? 'new'}:${generation}`;
  // Async work (an upload, a save) started by this form checks it is still the form on screen before touching it.
  const keyRef = useRef(key);
  useLayoutEffect(() => {
    keyRef.current = key;
  }, [key]);
  const isCurrent = useCallback((owner: string) => keyRef.current === owner, []);
  /** Shows these errors and moves focus to the first field that has one. */
  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    setFocusRequest((n) => n + 1);
  }, []);
  const dirty = pendingFile !== null || (Object.keys(values) as (keyof FormValues)[]).some((k) => values[k] !== initial[k]);

  const setField = useCallback(<K extends keyof FormValues>(name: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A field being corrected loses its error at once; the others keep theirs until the next check.
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  /** A field's error goes without the field changing (the file's, once a good file is chosen or uploaded). */
  const clearError = useCallback((name: keyof FieldErrors) => setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e)), []);

  const load = useCallback((next: FormValues, id?: string) => {
    setValues(next);
    setInitial(next);
    setErrors({});
    setEditingId(id);
    setPendingFile(null);
    setGeneration((g) => g + 1);
  }, []);

  const reset = useCallback(() => load(emptyForm), [load]);
  const startEdit = useCallback((item: PortfolioItem) => load(toValues(item), item.id), [load]);

  return useMemo(
    () => ({
      values,
      errors,
      editingId,
      pendingFile,
      key,
      dirty,
      focusRequest,
      setField,
      showErrors,
      clearError,
      setPendingFile,
      reset,
      startEdit,
      isCurrent,
    }),
    [values, errors, editingId, pendingFile, key, dirty, focusRequest, setField, showErrors, clearError, reset, startEdit, isCurrent],
  );
}

export type ItemFormState = ReturnType<typeof useItemForm>;
