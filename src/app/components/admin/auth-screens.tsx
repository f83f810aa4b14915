// The admin's screens before it is ready: checking, sign-in required, not authorised, not configured, loading.
import type { ReactNode } from 'react';
import { KeyRound, LoaderCircle, Lock, RefreshCw, ShieldAlert, Settings2 } from 'lucide-react';
import { GitHubMark } from './github-mark';
import { paths } from '#shared/paths';

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-lg rounded-[var(--radius-card)] border border-line bg-white p-8 text-center shadow-[var(--shadow-card)] sm:p-10">
      <div className="mx-auto mb-5 grid h-14 w-14 place-items-center rounded-full bg-brass-100 text-brass-700">{icon}</div>
      <h1 id="hero-title" className="font-display text-2xl font-semibold text-ink-900 sm:text-3xl">
        {title}
      </h1>
      {children}
    </div>
  );
}

/** A waiting state; the page's one h1 is visually hidden until there is something to title. */
export function StatusLine({ text }: { text: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <h1 id="hero-title" className="sr-only">
        Portfolio admin
      </h1>
      <p className="flex items-center gap-3 text-base text-ink-600">
        <LoaderCircle className="animate-spin text-brass-700" size={22} aria-hidden="true" />
        {text}
      </p>
    </div>
  );
}

function SignInButton({ label = 'Sign in with GitHub' }: { label?: string }) {
  // A script navigation, not a form: CSP form-action would block the redirect on to GitHub.
  return (
    <button type="button" className="btn-dark w-full gap-2 sm:w-auto" onClick={() => window.location.assign('/auth/github')}>
      <GitHubMark className="h-4 w-4" />
      {label}
    </button>
  );
}

export function AuthRequired({ signInConfigured = true, failed }: { signInConfigured?: boolean; failed?: boolean }) {
  return (
    <Panel icon={<Lock size={26} aria-hidden="true" />} title="Authentication Required">
      <p className="mt-3 text-ink-600">You must be logged into GitHub to access the admin panel</p>
      {failed && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          Sign-in did not complete. Please try again.
        </p>
      )}
      <div className="mt-7 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        {signInConfigured && <SignInButton />}
        <button type="button" className="btn-ghost-dark gap-2" onClick={() => window.location.reload()}>
          <RefreshCw size={16} aria-hidden="true" />
          Refresh Page
        </button>
      </div>
    </Panel>
  );
}

/**
 * After GitHub sign-in with an account that may not use the admin. Nothing was kept on the server, and the text is
 * the same whatever the reason, so it never tells whether a login is on the list (the server's log says which).
 */
export function NotAuthorised() {
  const variable = <code className="rounded bg-paper-2 px-1.5 py-0.5 text-ink-800">ADMIN_GITHUB_LOGINS</code>;
  return (
    <Panel icon={<ShieldAlert size={26} aria-hidden="true" />} title="Not authorised">
      <p className="mt-3 text-ink-600">The GitHub account you signed in with is not authorised to manage the portfolio.</p>
      <p className="mt-3 text-sm text-ink-500">
        If it should be, ask the site owner to add its GitHub login to {variable}. To use another account, sign out of GitHub first, then
        sign in again.
      </p>
      <div className="mt-7 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <SignInButton label="Sign in again" />
        <a className="btn-ghost-dark whitespace-nowrap" href={paths.home}>
          Back to the site
        </a>
      </div>
    </Panel>
  );
}

const VARIABLES = [
  ['GITHUB_CLIENT_ID', 'the Client ID of your GitHub OAuth app'],
  ['GITHUB_CLIENT_SECRET', 'its client secret'],
  ['ADMIN_GITHUB_LOGINS', 'comma-separated GitHub logins allowed in, e.g. marcus-bennett'],
] as const;

export function NotConfigured() {
  return (
    <Panel icon={<Settings2 size={26} aria-hidden="true" />} title="GitHub sign-in is not configured">
      <p className="mt-3 text-ink-600">Set these environment variables on the server, then restart it:</p>
      <dl className="mt-5 space-y-3 text-left">
        {VARIABLES.map(([name, meaning]) => (
          <div key={name} className="rounded-lg border border-line bg-paper px-4 py-3">
            <dt>
              <code className="text-sm font-semibold text-ink-900">{name}</code>
            </dt>
            <dd className="mt-0.5 text-sm text-ink-600">{meaning}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 flex items-start gap-2 text-left text-sm text-ink-500">
        <KeyRound size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
        <span>
          The OAuth app&rsquo;s callback URL is <code className="text-ink-800">PUBLIC_URL/auth/github/callback</code>. To try the admin
          locally, run <code className="text-ink-800">npm run dev:admin</code>.
        </span>
      </p>
    </Panel>
  );
}
