// The root route: the document, site chrome and the page outlet; plus the last-resort error boundary.
import type { ReactNode } from 'react';
import { Outlet, useMatches, useRouteError } from 'react-router';
import { Document } from './document';
import { Navbar } from './components/layout/navbar';
import { RouteEffects } from './components/layout/route-effects';
import { errorSeo, usePageSeo } from './lib/use-seo';
import type { ChromeHandle, PageHandle } from './lib/page';
import { Footer } from './components/below-fold';
import { deferred } from './lib/deferred';

// Only error pages need it: its code loads when one is shown.
const ErrorPage = deferred(() => import('./components/layout/error-page').then((m) => m.ErrorPage));

function SiteChrome({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const chrome = matches.reduce<ChromeHandle>((all, m) => ({ ...all, ...(m.handle as Partial<PageHandle> | undefined)?.chrome }), {});
  return (
    <>
      <RouteEffects />
      {!chrome.bare && <Navbar forceSolid={chrome.solidNav} />}
      {chrome.bare ? (
        // A bare page (the admin) draws its own header and main landmark.
        children
      ) : (
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
      )}
      {/* Deferred: hydrated when it nears the viewport (see lib/deferred). */}
      {!chrome.bare && <Footer />}
    </>
  );
}

export function Root() {
  const seo = usePageSeo();
  return (
    <Document seo={seo}>
      <SiteChrome>
        <Outlet />
      </SiteChrome>
    </Document>
  );
}

/** Only reached when the root itself fails; page errors are caught one level down, inside the chrome. */
export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <Document seo={errorSeo(error)}>
      <SiteChrome>
        <ErrorPage error={error} />
      </SiteChrome>
    </Document>
  );
}

export function PageErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
