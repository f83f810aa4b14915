// The root route: the document, site chrome and the page outlet; plus the last-resort error boundary.
import { Suspense, type ReactNode } from 'react';
import { Outlet, useMatches, useRouteError } from 'react-router';
import { Document } from './document';
import { Navbar } from './components/layout/navbar';
import { Footer } from './components/layout/footer';
import { RouteEffects } from './components/layout/route-effects';
import { ErrorPage, StatusPage } from './components/layout/error-page';
import { errorSeo, usePageSeo } from './lib/use-seo';
import type { ChromeHandle, PageHandle } from './lib/page';

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
      {!chrome.bare && (
        // Its own hydration unit (see Section).
        <Suspense>
          <Footer />
        </Suspense>
      )}
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

/** The 500 page rendered outside the router when React itself fails: no client script, no data. */
export function StaticErrorDocument({ status }: { status: number }) {
  return (
    <Document seo={{ title: 'Something Went Wrong', description: 'An unexpected error occurred.', noindex: true }}>
      <Navbar forceSolid />
      <main id="main">
        <StatusPage
          status={status}
          title="Something Went Wrong"
          message="An unexpected error stopped this page from loading. Our team has been notified; please try again in a moment."
        />
      </main>
      <Footer />
    </Document>
  );
}
