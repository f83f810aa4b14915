// The designed 500 page for when rendering itself failed, drawn outside the router by the server alone. It imports
// the chrome's modules directly (not their deferred forms): renderToString cannot wait for a chunk.
import { Document } from './document';
import { Navbar } from './components/layout/navbar';
import { Footer } from './components/layout/footer';
import { StatusPage } from './components/layout/error-page';

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
