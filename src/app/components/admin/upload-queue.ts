// Uploads in flight and just finished, kept outside React so a tab switch or a closed dialog never loses one.
// Each file is checked in the browser first (type, size, HEIC); two go up at a time with their bytes sent
// reported; each task remembers the form that started it (`owner`), and its result goes back to that owner only.
import { useSyncExternalStore } from 'react';
import { UPLOAD_RULES, type MediaEntry } from '#shared/api';
import { MutationError, uploadWithProgress } from './api';

export interface UploadTask {
  id: number;
  name: string;
  size: number;
  sent: number;
  status: 'queued' | 'uploading' | 'done' | 'failed';
  error?: string;
  result?: MediaEntry;
  /** Who started it: a form's key, or 'library'. */
  owner: string;
}

const PARALLEL = 2;

let tasks: UploadTask[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const waiting: (() => void)[] = [];
let running = 0;

function emit(next: UploadTask[]) {
  tasks = next;
  listeners.forEach((l) => l());
}

function patch(id: number, change: Partial<UploadTask>) {
  emit(tasks.map((t) => (t.id === id ? { ...t, ...change } : t)));
}

/** Why the browser refuses this file before sending it, or null. */
export function checkFile(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (/^image\/hei[cf]/.test(file.type) || extension === 'heic' || extension === 'heif') return UPLOAD_RULES.heic;
  const typeOk = (UPLOAD_RULES.types as readonly string[]).includes(file.type);
  const extensionOk = (UPLOAD_RULES.extensions as readonly string[]).includes(extension);
  if (!typeOk && !extensionOk) return UPLOAD_RULES.wrongType;
  if (file.size > UPLOAD_RULES.maxBytes) return `${UPLOAD_RULES.tooLarge} (this one is ${formatBytes(file.size)})`;
  if (file.size === 0) return 'The file is empty';
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function slot() {
  if (running >= PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
}

function release() {
  running--;
  waiting.shift()?.();
}

/** Queues one file; resolves with the saved image, or rejects with the reason (already shown on the task). */
export function enqueueUpload(file: File, owner: string, csrf: string | undefined): { id: number; done: Promise<MediaEntry> } {
  const id = nextId++;
  const refused = checkFile(file);
  emit([
    ...tasks,
    { id, name: file.name, size: file.size, sent: 0, status: refused ? 'failed' : 'queued', error: refused ?? undefined, owner },
  ]);
  if (refused) return { id, done: Promise.reject(new MutationError('Upload failed', refused)) };
  const done = (async () => {
    await slot();
    try {
      patch(id, { status: 'uploading' });
      const result = await uploadWithProgress(file, csrf, (sent) => patch(id, { sent }));
      patch(id, { status: 'done', sent: file.size, result });
      return result;
    } catch (error) {
      const reason = error instanceof MutationError ? error.detail : undefined;
      patch(id, { status: 'failed', error: reason ?? 'The upload did not finish.' });
      throw error;
    } finally {
      release();
    }
  })();
  done.catch(() => undefined);
  return { id, done };
}

/** Removes finished tasks of an owner from view (a new form, or the owner closing the list). */
export function clearUploads(owner: string) {
  emit(tasks.filter((t) => t.owner !== owner || t.status === 'queued' || t.status === 'uploading'));
}

export function dismissUpload(id: number) {
  emit(tasks.filter((t) => t.id !== id));
}

export function useUploads(owner?: string): UploadTask[] {
  const all = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => tasks,
    () => tasks,
  );
  return owner ? all.filter((t) => t.owner === owner) : all;
}

/** True while any upload is queued or sending (the page warns before it is left). */
export const uploading = (list: UploadTask[]) => list.some((t) => t.status === 'queued' || t.status === 'uploading');
