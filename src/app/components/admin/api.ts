// The admin's HTTP layer: a default query function that GETs the first key element with
// cookies and reads JSON, the admin's error messages, and mutations that carry the session's CSRF token.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { ApiError, AuthUserResponse, MediaEntry, MediaUsage, PortfolioData } from '#shared/api';

export type AuthUser = AuthUserResponse;

export const AUTH_KEY = ['/api/auth/user'] as const;
export const PORTFOLIO_KEY = ['/api/admin/portfolio'] as const;
export const VITALS_KEY = ['/api/admin/vitals'] as const;
export const MEDIA_KEY = ['/api/admin/media'] as const;
export const SITE_IMAGES_KEY = ['/api/admin/site-images'] as const;

/** "STATUS: statusText" for server errors, "STATUS: body" for the rest. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  if (response.status >= 500) throw new Error(`${response.status}: ${response.statusText}`);
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const response = await fetch(String(queryKey[0]), { credentials: 'include', signal, headers: { accept: 'application/json' } });
  await throwIfNotOk(response);
  return response.json();
};

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export async function fetchPortfolio(): Promise<PortfolioData> {
  const response = await fetch(PORTFOLIO_KEY[0], { credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error('Failed to fetch portfolio data');
  return (await response.json()) as PortfolioData;
}

/** The server's error answer, when it sent one. */
function readError(text: string): Partial<ApiError> {
  try {
    const body = JSON.parse(text) as Partial<ApiError> | null;
    return body && typeof body.error === 'string' ? body : {};
  } catch {
    return {};
  }
}

/**
 * An error whose message is the admin's own wording, with the server's explanation (`detail`), its per-field
 * messages and, for a refused media delete, where the image is used.
 */
export class MutationError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
    readonly fields?: Partial<Record<string, string>>,
    readonly usedBy?: MediaUsage[],
    /** A refused batch's items, by index, each with its fields' messages. */
    readonly items?: ApiError['items'],
    /** A refused content save's record as it is now. */
    readonly current?: unknown,
  ) {
    super(message);
  }
}

const failure = (message: string, body: Partial<ApiError>) =>
  new MutationError(message, body.error, body.fields, body.usedBy, body.items, body.current);

export async function send<T = unknown>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  csrf: string | undefined,
  message: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-csrf-token': csrf ?? '' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw failure(message, readError(text));
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * POST /api/upload over XMLHttpRequest, whose upload events report the bytes sent (fetch has no upload progress).
 * A refusal rejects with the server's reason as the detail.
 */
export function uploadWithProgress(
  file: File,
  csrf: string | undefined,
  onProgress: (sent: number, total: number) => void,
): Promise<MediaEntry> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-csrf-token', csrf ?? '');
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(file.size, file.size);
        resolve(JSON.parse(xhr.responseText) as MediaEntry);
        return;
      }
      const body = readError(xhr.responseText);
      const statusLine = xhr.status >= 500 ? `The server could not save the image (${xhr.status}).` : undefined;
      reject(failure('Upload failed', { ...body, error: body.error ?? statusLine ?? `The upload was refused (${xhr.status}).` }));
    };
    xhr.onerror = () => reject(new MutationError('Upload failed', 'The connection was lost before the upload finished.'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export async function logout(csrf: string | undefined): Promise<void> {
  const response = await fetch('/auth/logout', { method: 'POST', credentials: 'include', headers: { 'x-csrf-token': csrf ?? '' } });
  if (!response.ok && response.status !== 204) throw failure('Logout failed', readError(await response.text()));
}
