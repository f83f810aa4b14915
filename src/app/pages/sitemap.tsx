// The human-readable sitemap (/sitemap): the five groups and their links.
import { Icon } from '#app/components/ui/icon';
import { Link } from '#app/components/ui/link';
import { hero, seo, sitemapGroups } from '#content/sitemap-page';
import { Hero } from '../components/sections/hero';
import { definePage } from '../lib/page';
import { paths } from '#shared/paths';

function SitemapPage() {
  return (
    <>
      <Hero {...hero} heroKey={hero.heroKey} />
      <section aria-label="All pages" className="bg-paper py-16 sm:py-20">
        <div className="container-site grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {sitemapGroups.map((group, i) => (
            <section
              key={group.title}
              aria-labelledby={`group-${i}`}
              data-reveal
              style={{ '--reveal-index': i % 3 } as React.CSSProperties}
              className={`card p-7 sm:p-8 ${group.links.length > 6 ? 'lg:row-span-2' : ''}`}
            >
              <h2 id={`group-${i}`} className="text-2xl font-medium">
                {group.title}
              </h2>
              <ul className="mt-5 divide-y divide-line">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="group flex items-center justify-between gap-4 py-3 text-ink-700 hover:text-brass-700">
                      <span>{link.label}</span>
                      <span className="flex items-center gap-2 text-xs text-ink-500">
                        {link.href}
                        <Icon
                          name="ArrowRight"
                          aria-hidden="true"
                          className="h-3.5 w-3.5 transition-transform group-hover:translate-x-0.5"
                        />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
    </>
  );
}

export default definePage({
  seo: () => ({
    ...seo,
    path: paths.sitemap,
    trail: [{ name: 'Sitemap', path: paths.sitemap }],
  }),
  Component: SitemapPage,
});
