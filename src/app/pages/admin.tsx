// /admin: the portfolio manager. Everything it needs (TanStack Query, Radix Tabs and Toast, the admin
// components) is imported only from here, so it ships in this route's lazy chunk, never in public pages.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RouteHandle } from '../lib/use-seo';
import type { ChromeHandle } from '../root';
import { createAdminQueryClient } from '../components/admin/api';
import { AdminApp } from '../components/admin/admin-app';
import { Toaster } from '../components/admin/toaster';

export function Component() {
  const [client] = useState(createAdminQueryClient);
  const [params] = useSearchParams();
  return (
    <QueryClientProvider client={client}>
      <AdminApp signInFailed={params.has('signin')} />
      <Toaster />
    </QueryClientProvider>
  );
}

export const handle: RouteHandle & { chrome: ChromeHandle } = {
  seo: () => ({
    title: 'Admin',
    description: 'Portfolio administration for Northframe Media.',
    noindex: true,
    path: '/admin',
  }),
  chrome: { bare: true },
};
