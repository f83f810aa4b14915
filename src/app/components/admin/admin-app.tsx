// The /admin page: picks the screen from the auth query and the sign-in's outcome (checking, unauthenticated, not
// authorised, loading
// data, ready); once ready, the portfolio editor, the site pages, the media library and the site-speed panel.
import type { ReactNode } from 'react';
import { AdminHeader } from './admin-header';
import { AuthRequired, NotAuthorised, NotConfigured, StatusLine } from './auth-screens';
import { MediaLibrary } from './media-library';
import { PagesPanel } from './content/pages-panel';
import { PortfolioEditor } from './portfolio-editor';
import { useAdminData } from './use-admin-data';
import { VitalsPanel } from './vitals-panel';

/** `signIn` is how the last sign-in ended, from the callback's redirect (?signin=failed, error or refused). */
export function AdminApp({ signIn }: { signIn?: string | null }) {
  const data = useAdminData();
  const { auth, user, portfolio, signOut } = data;

  if (auth.isPending) {
    return (
      <Shell>
        <StatusLine text="Checking authentication..." />
      </Shell>
    );
  }
  if (user?.signInConfigured === false) {
    return (
      <Shell>
        <NotConfigured />
      </Shell>
    );
  }
  if (!data.authenticated && signIn === 'refused') {
    return (
      <Shell>
        <NotAuthorised />
      </Shell>
    );
  }
  if (auth.isError || !data.authenticated) {
    return (
      <Shell>
        <AuthRequired failed={signIn === 'failed' || signIn === 'error'} />
      </Shell>
    );
  }

  const header = <AdminHeader user={user} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />;
  if (portfolio.isPending) {
    return (
      <Shell header={header}>
        <StatusLine text="Loading portfolio data..." />
      </Shell>
    );
  }
  if (portfolio.isError) {
    return (
      <Shell header={header}>
        <div
          role="alert"
          className="mx-auto max-w-lg rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-8 text-center text-red-800"
        >
          <h1 id="hero-title" className="font-semibold">
            {portfolio.error.message}
          </h1>
          <button type="button" className="btn-dark mt-5" onClick={() => void portfolio.refetch()}>
            Try again
          </button>
        </div>
      </Shell>
    );
  }

  return (
    <Shell header={header}>
      <div className="mb-8">
        <p className="eyebrow">Portfolio admin</p>
        <h1 id="hero-title" className="mt-2 font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
          Welcome back, {user?.name || 'Admin'}
        </h1>
        <p className="mt-2 max-w-xl text-ink-600">Add, edit, reorder and remove the work shown on the public portfolio pages.</p>
      </div>
      <PortfolioEditor data={data} portfolio={portfolio.data} />
      <div className="mt-10">
        <PagesPanel csrf={data.csrf} />
      </div>
      <div className="mt-10">
        <MediaLibrary data={data} />
      </div>
      <div className="mt-10">
        <VitalsPanel />
      </div>
    </Shell>
  );
}

function Shell({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-paper">
      {header ?? <AdminHeader />}
      <main id="main" tabIndex={-1} className="container-site py-8 outline-none sm:py-12">
        {children}
      </main>
    </div>
  );
}
