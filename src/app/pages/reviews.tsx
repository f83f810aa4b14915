// Reviews (/reviews): six testimonials with 5 stars, Trusted by 127+ Clients, and View Google Reviews.
import { Icon } from '#app/components/ui/icon';
import { useLoaderData } from 'react-router';
import type { Review } from '#content/types';
import { site } from '#content/site';
import { Hero } from '../components/sections/hero';
import { Stars } from '../components/ui/stars';
import { absoluteUrl, paths } from '#shared/paths';
import { definePage } from '../lib/page';
import { CtaBand } from '../components/below-fold';

const averageOf = (reviews: Review[]) => reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;

/** The reviews and the page's copy travel as loader data, so their module is not in the first load's JavaScript. */
async function loader() {
  const { reviews, reviewsPage } = await import('#content/reviews');
  return { reviews, reviewsPage };
}

/** ISO date from the display text ("February 18, 2026"), for structured data. */
function isoDate(display: string): string {
  const d = new Date(`${display} 12:00 UTC`);
  return Number.isNaN(d.getTime()) ? display : d.toISOString().slice(0, 10);
}

function ReviewsPage() {
  const { reviews, reviewsPage } = useLoaderData<typeof loader>();
  const { hero } = reviewsPage;
  const average = averageOf(reviews);
  return (
    <>
      <Hero {...hero} heroKey={hero.heroKey} />

      <section aria-labelledby="rating-title" className="border-b border-line bg-white">
        <div className="container-site flex flex-col items-center gap-6 py-12 text-center md:flex-row md:justify-between md:text-left">
          <div className="flex flex-col items-center gap-4 md:flex-row md:gap-6">
            <p className="font-display text-6xl leading-none text-ink">{average.toFixed(1)}</p>
            <div>
              <Stars rating={5} className="h-6 w-6" />
              <h2 id="rating-title" className="mt-2 font-sans text-lg font-semibold text-ink">
                {reviewsPage.trustedBy}
              </h2>
              <p className="text-sm text-ink-500">Five-star ratings from agents, brokers and developers across the GTA</p>
            </div>
          </div>
          <a href={reviewsPage.googleReviewsHref} target="_blank" rel="noopener noreferrer" className="btn-dark">
            {reviewsPage.googleReviewsLabel}
            <Icon name="ArrowUpRight" aria-hidden="true" className="h-4 w-4" />
          </a>
        </div>
      </section>

      <section aria-label="Client reviews" className="bg-paper py-20 sm:py-24">
        <ul className="container-site columns-1 gap-6 md:columns-2 lg:columns-3">
          {reviews.map((r, i) => (
            <li key={r.id} data-reveal style={{ '--reveal-index': i % 3 } as React.CSSProperties} className="mb-6 break-inside-avoid">
              <figure className="card relative flex flex-col p-7 sm:p-8">
                <div className="flex flex-wrap items-center gap-3">
                  <Stars rating={r.rating} />
                  <span className="rounded-full bg-paper-2 px-2.5 py-0.5 text-[0.7rem] font-semibold uppercase tracking-[0.12em] text-ink-600">
                    {r.service}
                  </span>
                </div>
                <blockquote className="mt-5 text-pretty leading-relaxed text-ink-700">“{r.text}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
                  <span
                    aria-hidden="true"
                    className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-ink font-display text-sm text-white"
                  >
                    {r.name
                      .split(' ')
                      .map((p) => p[0])
                      .join('')}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{r.name}</span>
                    {r.role && <span className="block text-xs text-ink-500">{r.role}</span>}
                    <span className="block text-xs text-ink-500">{r.date}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <CtaBand
        heading="Join the agents who list with confidence"
        body="Tell us about your next listing and see why GTA agents book us again and again."
        primary={{ text: 'Contact Us', href: paths.contact, variant: 'primary' }}
        secondary={{ text: 'View Portfolio', href: paths.portfolio, variant: 'secondary' }}
      />
    </>
  );
}

export default definePage({
  loader,
  seo: ({ data: { reviews, reviewsPage }, publicUrl }) => ({
    ...reviewsPage.seo,
    path: paths.reviews,
    trail: [{ name: 'Reviews', path: paths.reviews }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        '@id': absoluteUrl(publicUrl, '/#business'),
        name: site.name,
        url: absoluteUrl(publicUrl, '/'),
        telephone: site.phone,
        address: { '@type': 'PostalAddress', addressLocality: 'Toronto', addressRegion: 'ON', addressCountry: 'CA' },
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: averageOf(reviews).toFixed(1),
          bestRating: '5',
          worstRating: '1',
          reviewCount: reviews.length,
        },
        review: reviews.map((r) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: r.name },
          datePublished: isoDate(r.date),
          reviewBody: r.text,
          name: `${r.service}: ${r.name}`,
          reviewRating: { '@type': 'Rating', ratingValue: String(r.rating), bestRating: '5', worstRating: '1' },
        })),
      },
    ],
  }),
  Component: ReviewsPage,
});
