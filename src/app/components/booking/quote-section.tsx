// The quote builder's place on /contact. The builder is its own chunk: the route's loader loads it (and its
// options) before a server render or a client navigation, so neither waits; on a first load the page hydrates
// without it, and the server's HTML of the builder stays as it is until its chunk arrives, then hydrates.
import { Suspense, use, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { BookingService } from './options';
import { defaultContact, mailtoUrl, whatsappUrl } from '#content/site';
import { useAppEnv } from '#app/lib/app-env';
import type * as QuoteBuilderModule from './quote-builder';

type BuilderModule = Pick<typeof QuoteBuilderModule, 'QuoteBuilder' | 'loadBookingServices'>;

let builder: Promise<BuilderModule> | undefined;

/**
 * The builder's chunk, loaded once. Never rejects. It carries React's status fields, so `use` reads it without
 * suspending once it has arrived (always, on the server: the loader awaited it).
 */
export function loadQuoteBuilder(): Promise<BuilderModule> {
  if (!builder) {
    const loading = import('./quote-builder').catch(() => fallbackModule);
    void Object.assign(loading, { status: 'pending' });
    void loading.then((value) => Object.assign(loading, { status: 'fulfilled', value }));
    builder = loading;
  }
  return builder;
}

/** If the chunk cannot load, the two generic buttons are still there. */
function GenericButtons() {
  const contact = useAppEnv().env.contact ?? defaultContact;
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <a href={whatsappUrl(contact.whatsapp)} target="_blank" rel="noopener noreferrer" className="btn-primary">
        Send by WhatsApp
      </a>
      <a href={mailtoUrl(contact.email)} className="btn-ghost-dark">
        Send by e-mail
      </a>
    </div>
  );
}
const fallbackModule: BuilderModule = {
  QuoteBuilder: () => (
    <>
      <h2 id="quote-title" className="text-3xl font-medium sm:text-4xl">
        Send us your request
      </h2>
      <GenericButtons />
    </>
  ),
  loadBookingServices: () => Promise.resolve([]),
};

function Builder({ services }: { services: BookingService[] }) {
  const { QuoteBuilder } = use(loadQuoteBuilder());
  return <QuoteBuilder services={services} />;
}

/** An address ending in #quote (a "Book" button, a shared link, a reload) lands on the builder. */
function useScrollToQuote() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash.startsWith('#quote')) return;
    document.getElementById('quote')?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [hash, key]);
}

export function QuoteSection({ services }: { services: BookingService[] }) {
  useScrollToQuote();
  return (
    <section id="quote" aria-labelledby="quote-title" className="bg-white py-20 sm:py-24">
      <div className="container-site">
        <Suspense fallback={<GenericButtons />}>
          <Builder services={services} />
        </Suspense>
      </div>
    </section>
  );
}
