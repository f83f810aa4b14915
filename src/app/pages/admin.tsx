// /admin: the portfolio manager. Everything it needs (TanStack Query, Radix Tabs and Toast, the admin
// components) is imported only from here, so it ships in this route's lazy chunk, never in public pages.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { definePage } from '../lib/page';
import { createAdminQueryClient } from '../components/admin/api';
import { AdminApp } from '../components/admin/admin-app';
import { Toaster } from '../components/admin/toaster';
import { paths } from '#shared/paths';
// The admin's utilities are not in the public stylesheet: this superset of it is linked by this page alone.
import adminStyles from '../styles/admin.css?url';

// In development Vite adds the site's stylesheet as a <style> at the end of the head, after any link, where its
// plain utilities would undo the superset's responsive ones (the services list collapsed into overlapping columns):
// there the superset is imported as a module, so Vite adds it after the site's. Production links it (below).
if (import.meta.env.DEV) void import('../styles/admin.css');

function AdminPage() {
  const [client] = useState(createAdminQueryClient);
  const [params] = useSearchParams();
  return (
    <QueryClientProvider client={client}>
      {/* A React stylesheet resource: hoisted into the head on the server, after the site's (precedence "admin" comes
          after "site"), and awaited before a client navigation shows the page, so the admin never paints unstyled. */}
      {!import.meta.env.DEV && <link rel="stylesheet" href={adminStyles} precedence="admin" />}
      <AdminApp signIn={params.get('signin')} />
      <Toaster />
    </QueryClientProvider>
  );
}

export default definePage({
  seo: () => ({
    title: 'Admin',
    description: 'Portfolio administration for Northframe Media.',
    noindex: true,
    path: paths.admin,
  }),
  chrome: { bare: true },
  Component: AdminPage,
});
