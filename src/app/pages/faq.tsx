// FAQ (/faq): 18 questions in six categories; several answers can be open at once.
import { Icon } from '#app/components/ui/icon';
import { useLoaderData } from 'react-router';
import { Link } from '#app/components/ui/link';
import { Hero } from '../components/sections/hero';
import { FaqAccordion } from '../components/sections/faq-accordion';
import { definePage } from '../lib/page';
import { paths } from '#shared/paths';

const categoryId = (c: string) => `faq-${c.toLowerCase()}`;

/** The questions travel as loader data, so their module is not in the first load's JavaScript. */
async function loader() {
  const { faqCategories, faqPage, faqPageItems } = await import('#content/faq');
  return { faqCategories, faqPage, faqPageItems };
}

function FaqPage() {
  const { faqCategories, faqPage, faqPageItems } = useLoaderData<typeof loader>();
  const { hero } = faqPage;
  return (
    <>
      <Hero {...hero} heroKey={hero.heroKey} />
      <div className="bg-paper py-16 sm:py-20">
        <div className="container-site grid gap-10 lg:grid-cols-[240px_minmax(0,1fr)] lg:gap-16">
          <nav aria-label="FAQ categories" className="min-w-0 lg:sticky lg:top-28 lg:self-start">
            <p className="eyebrow hidden lg:block">Categories</p>
            <ul className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 lg:mx-0 lg:mt-4 lg:flex-col lg:gap-1 lg:px-0">
              {faqCategories.map((c) => (
                <li key={c} className="shrink-0">
                  <a
                    href={`#${categoryId(c)}`}
                    className="flex min-h-11 items-center justify-between gap-3 rounded-full border border-line bg-white px-5 text-sm font-semibold text-ink-700 hover:border-ink lg:rounded-lg lg:border-transparent lg:bg-transparent lg:px-3 lg:hover:bg-white"
                  >
                    {c}
                    <span className="text-xs font-medium text-ink-500">{faqPageItems.filter((i) => i.category === c).length}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="min-w-0 space-y-14">
            {faqCategories.map((c) => (
              <section key={c} id={categoryId(c)} aria-labelledby={`${categoryId(c)}-title`} className="scroll-mt-28">
                <h2 id={`${categoryId(c)}-title`} className="mb-5 text-2xl font-medium sm:text-3xl">
                  {c}
                </h2>
                <FaqAccordion items={faqPageItems.filter((i) => i.category === c)} mode="multiple" />
              </section>
            ))}
            <div className="flex flex-col items-start gap-5 rounded-[var(--radius-card)] bg-ink-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
              <div className="flex items-start gap-4">
                <Icon name="MessageCircle" aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brass-200" />
                <div>
                  <h2 className="text-2xl font-medium">Didn't find your answer?</h2>
                  <p className="mt-1 text-white/75">{faqPage.contactPrompt}</p>
                </div>
              </div>
              <Link to={paths.contact} className="btn-primary shrink-0">
                Contact Us
              </Link>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

export default definePage({
  loader,
  seo: ({ data: { faqPage, faqPageItems } }) => ({
    ...faqPage.seo,
    path: paths.faq,
    trail: [{ name: 'FAQ', path: paths.faq }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: faqPageItems.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      },
    ],
  }),
  Component: FaqPage,
});
