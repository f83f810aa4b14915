// Contact (/contact): e-mail, WhatsApp and location, business hours, social channels and two buttons, then the
// quote builder, which writes the visitor's message for their own WhatsApp or mail app. No form, nothing sent here.
import { useLoaderData } from 'react-router';
import { contactCardsFor, contactCtasFor } from '#content/contact-channels';
import { Hero } from '../components/sections/hero';
import { Icon } from '../components/ui/icon';
import { deferred } from '../lib/deferred';
import { organizationJsonLd } from '../lib/business-json-ld';
import { absoluteUrl, paths } from '#shared/paths';
import { definePage } from '../lib/page';
import { useAppEnv } from '../lib/app-env';
import { defaultContact } from '#content/site';
import { loadQuoteBuilder, QuoteSection } from '../components/booking/quote-section';

// The social links: below the fold, with the networks' marks, loaded as a deferred block (lib/deferred).
const ContactSocial = deferred(() => import('../components/contact/contact-social').then((m) => m.ContactSocial));

const external = (href: string) => (href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {});

/** The builder's chunk and its options, before a server render or a client navigation renders the page; the
 * page's copy comes along as loader data, so its module is not in the first load's JavaScript. */
async function loader() {
  const [builder, copy] = await Promise.all([loadQuoteBuilder(), import('#content/contact')]);
  const { businessHours, contactCtaSection, hero, messageChecklist, seo, socialLinks, socialSection } = copy;
  return {
    services: await builder.loadBookingServices(),
    ...{ businessHours, contactCtaSection, hero, messageChecklist, seo, socialLinks, socialSection },
  };
}

function ContactPage() {
  const { services, businessHours, contactCtaSection, hero, messageChecklist, socialLinks, socialSection } = useLoaderData<typeof loader>();
  const contact = useAppEnv().env.contact ?? defaultContact;
  const contactCards = contactCardsFor(contact);
  const contactCtas = contactCtasFor(contact);
  return (
    <>
      <Hero {...hero} heroKey={hero.heroKey} />

      <section aria-labelledby="details-title" className="bg-paper py-20 sm:py-24">
        <div className="container-site">
          <h2 id="details-title" className="sr-only">
            Contact details
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {contactCards.map((card, i) => {
              const body = (
                <>
                  <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-ink text-brass-200">
                    <Icon name={card.icon} className="h-5 w-5" />
                  </span>
                  <h3 className="mt-6 font-sans text-xs font-semibold uppercase tracking-[0.18em] text-ink-500">{card.title}</h3>
                  <p className="mt-2 break-words font-display text-2xl font-medium text-ink">{card.value}</p>
                  <p className="mt-3 text-sm leading-relaxed text-ink-600">{card.detail}</p>
                </>
              );
              return (
                <li key={card.title} data-reveal style={{ '--reveal-index': i } as React.CSSProperties}>
                  {card.href ? (
                    <a
                      href={card.href}
                      {...external(card.href)}
                      className="card group relative flex h-full flex-col p-8 transition-shadow hover:shadow-[0_20px_40px_-16px_rgb(17_24_39/0.28)]"
                    >
                      {body}
                      <Icon
                        name="ArrowUpRight"
                        aria-hidden="true"
                        className="absolute right-6 top-6 h-5 w-5 text-ink-500 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5 group-hover:text-brass-700"
                      />
                    </a>
                  ) : (
                    <div className="card flex h-full flex-col p-8">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>

          <div className="mt-16 grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="hours-title" className="card p-8 sm:p-10">
              <div className="flex items-center gap-3">
                <Icon name="Clock" aria-hidden="true" className="h-5 w-5 text-brass-700" />
                <h2 id="hours-title" className="text-2xl font-medium">
                  {businessHours.heading}
                </h2>
              </div>
              <dl className="mt-6 divide-y divide-line">
                {businessHours.rows.map((row) => (
                  <div key={row.days} className="flex items-center justify-between py-4">
                    <dt className="font-medium text-ink">{row.days}</dt>
                    <dd className="text-ink-600">{row.hours}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-6 text-sm leading-relaxed text-ink-500">{businessHours.note}</p>
            </section>

            <section aria-labelledby="checklist-title" className="rounded-[var(--radius-card)] bg-ink-900 p-8 text-white sm:p-10">
              <h2 id="checklist-title" className="text-2xl font-medium">
                {messageChecklist.heading}
              </h2>
              <ul className="mt-6 space-y-4">
                {messageChecklist.items.map((item) => (
                  <li key={item} className="flex gap-3 text-white/85">
                    <Icon name="CheckCircle2" aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brass-200" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </section>

      <ContactSocial section={socialSection} links={socialLinks} />

      <section aria-labelledby="cta-title" className="bg-paper py-20 sm:py-24">
        <div className="container-site">
          <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-ink-900 px-6 py-14 text-center text-white sm:px-12 sm:py-20">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_80%_at_50%_0%,rgb(176_141_87/0.28),transparent_70%)]"
            />
            <h2 id="cta-title" className="relative mx-auto max-w-2xl text-balance text-3xl font-medium sm:text-4xl">
              {contactCtaSection.heading}
            </h2>
            <p className="relative mx-auto mt-4 max-w-xl text-pretty text-white/75">{contactCtaSection.text}</p>
            <div className="relative mt-8 flex flex-wrap justify-center gap-3">
              {/* wa.me and mailto: plain links (the WhatsApp one in a new tab), no router code needed. */}
              {contactCtas.map((cta) => (
                <a
                  key={cta.href}
                  href={cta.href}
                  className={cta.variant === 'primary' ? 'btn-primary' : 'btn-ghost-light'}
                  {...(cta.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {cta.text}
                </a>
              ))}
            </div>
          </div>
        </div>
      </section>

      <QuoteSection services={services} />
    </>
  );
}

export default definePage({
  loader,
  seo: ({ data: { seo }, publicUrl }) => ({
    ...seo,
    path: paths.contact,
    trail: [{ name: 'Contact', path: paths.contact }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ContactPage',
        url: absoluteUrl(publicUrl, '/contact'),
        mainEntity: organizationJsonLd(publicUrl),
      },
    ],
  }),
  Component: ContactPage,
});
