// The admin's HTTP layer: a default query function that GETs the first key element with
// cookies and reads JSON, the admin's error messages, and mutations that carry the session's CSRF token.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { AuthUserResponse, PortfolioData, SavedUpload } from '#shared/api';

export type AuthUser = AuthUserResponse;

export const AUTH_KEY = ['/api/auth/user'] as const;
export const PORTFOLIO_KEY = ['/api/admin/portfolio'] as const;
export const VITALS_KEY = ['/api/admin/vitals'] as const;

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

/** The server's {error} text, when it sent one. */
async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : undefined;
  } catch {
    return undefined;
  }
}

/** An error whose message is the admin's own wording, with the server's explanation kept for the toast. */
export class MutationError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

export async function send(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  csrf: string | undefined,
  failure: string,
  body?: unknown,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-csrf-token': csrf ?? '' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new MutationError(failure, await serverMessage(response));
  return response;
}

export async function uploadImage(file: File, csrf: string | undefined): Promise<SavedUpload> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch('/api/upload', {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', 'x-csrf-token': csrf ?? '' },
    body: form,
  });
  if (!response.ok) throw new MutationError('Upload failed', await serverMessage(response));
  return (await response.json()) as SavedUpload;
}

export async function logout(csrf: string | undefined): Promise<void> {
  const response = await fetch('/auth/logout', { method: 'POST', credentials: 'include', headers: { 'x-csrf-token': csrf ?? '' } });
  if (!response.ok && response.status !== 204) throw new MutationError('Logout failed', await serverMessage(response));
}
