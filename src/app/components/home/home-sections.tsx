// The home page's sections below the hero: featured projects, about with stats and client logos, services,
// latest insights and the FAQ. The page defers each of them (see lib/deferred), so this module is its own chunk.
import { Icon } from '#app/components/ui/icon';
import { Link } from '#app/components/ui/link';
import { Section } from '../sections/section';
import { ServiceCardGrid } from '../sections/service-card-grid';
import { FaqAccordion } from '../sections/faq-accordion';
import { CtaLink } from '../sections/cta-link';
import { ProjectCard } from '../media/project-card';
import { PostCard } from '../blog/post-card';
import { Picture } from '../ui/picture';
import {
  servicesSection,
  faqSection,
  featuredProjectsSection,
  homeAbout,
  homeStats,
  insightsSection,
  homeFaqs,
} from '#content/home-sections';
import { serviceCards } from '#content/services/cards';
import type { ProjectCardData } from '#content/project-cards';
import { clientLogos } from '#content/client-logos';
import type { PostMeta } from '#content/posts';

/** Five cards on a 6-column grid: two wide ones, then three; on tablets one wide card, then pairs. */
const projectSpans = ['sm:col-span-2 lg:col-span-3', 'lg:col-span-3', 'lg:col-span-2', 'lg:col-span-2', 'lg:col-span-2'];

function ViewAllLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="group inline-flex shrink-0 items-center gap-2 text-sm font-semibold text-ink hover:text-brass-700">
      {children}
      <Icon name="ArrowRight" aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
    </Link>
  );
}

export function FeaturedProjects({ featured }: { featured: ProjectCardData[] }) {
  return (
    <Section id="featured-projects" eyebrow="Selected work" title={featuredProjectsSection.heading} intro={featuredProjectsSection.intro}>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {featured.map((project, i) => (
          <li key={project.id} className={projectSpans[i]}>
            <ProjectCard project={project} index={i} belowFold />
          </li>
        ))}
      </ul>
      <div className="mt-12 flex justify-center">
        <Link to={featuredProjectsSection.cta.href} className="btn-dark">
          {featuredProjectsSection.cta.text}
          <Icon name="ArrowRight" aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </Section>
  );
}

export function About() {
  return (
    <section id="about" aria-labelledby="about-title" className="bg-white py-20 sm:py-28">
      <div className="container-site">
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
          <div data-reveal className="relative">
            <div className="aspect-[16/10] overflow-hidden rounded-[var(--radius-card)] lg:aspect-[5/4]">
              <Picture
                name={homeAbout.image}
                alt={homeAbout.imageAlt}
                sizes="(min-width: 1024px) 600px, 100vw"
                className="block h-full w-full"
                imgClassName="h-full w-full object-cover object-[25%_50%]"
              />
            </div>
            <div className="absolute -bottom-6 right-4 rounded-[var(--radius-card)] bg-ink-900 px-6 py-5 text-white shadow-[var(--shadow-card)] sm:right-8">
              <p className="font-display text-4xl">2007</p>
              <p className="mt-1 text-xs uppercase tracking-[0.18em] text-white/70">Founded in Toronto</p>
            </div>
          </div>
          <div>
            <p className="eyebrow">{homeAbout.eyebrow}</p>
            <h2 id="about-title" className="mt-3 text-balance text-3xl font-medium leading-tight sm:text-4xl lg:text-[2.75rem]">
              {homeAbout.heading}
            </h2>
            {homeAbout.paragraphs.map((p) => (
              <p key={p.slice(0, 24)} className="mt-5 text-pretty leading-relaxed text-ink-600">
                {p}
              </p>
            ))}
            <div className="mt-8">
              <CtaLink cta={homeAbout.cta} />
            </div>
          </div>
        </div>

        {/* The lines belong to the cells, not a coloured background between them: a cell fading in never shows a block. */}
        <dl className="mt-20 grid grid-cols-2 overflow-hidden rounded-[var(--radius-card)] border-l border-t border-line bg-white lg:grid-cols-4">
          {homeStats.map((stat, i) => (
            <div
              key={stat.label}
              data-reveal
              style={{ '--reveal-index': i } as React.CSSProperties}
              className="flex flex-col border-b border-r border-line p-4 min-[400px]:p-6 sm:p-8"
            >
              <dt className="order-2 mt-2 text-sm font-semibold text-ink">{stat.label}</dt>
              <dd className="figure-number order-1 text-ink">{stat.number}</dd>
              <dd className="order-3 mt-2 hidden text-sm leading-relaxed text-ink-500 sm:block">{stat.description}</dd>
            </div>
          ))}
        </dl>

        <div className="mt-20">
          <h3 className="text-center font-sans text-sm font-semibold uppercase tracking-[0.18em] text-ink-500">
            {homeAbout.clientsHeading}
          </h3>
          <ul className="mt-8 grid grid-cols-2 items-center gap-x-5 gap-y-4 sm:mt-10 sm:grid-cols-4 sm:gap-y-8 lg:grid-cols-5">
            {clientLogos.map((client) => (
              <li key={client.name} className="flex justify-center">
                <img
                  src={client.logo}
                  alt={client.name}
                  width={200}
                  height={60}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full max-w-[168px] opacity-70 transition-opacity hover:opacity-100"
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export function LatestInsights({ posts }: { posts: PostMeta[] }) {
  return (
    <Section
      id="insights"
      eyebrow="From the journal"
      title={insightsSection.heading}
      intro={insightsSection.intro}
      aside={<ViewAllLink to={insightsSection.cta.href}>{insightsSection.cta.text}</ViewAllLink>}
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, i) => (
          <li key={post.slug} className={i === 2 ? 'md:col-span-2 lg:col-span-1' : undefined}>
            <PostCard post={post} index={i} imageIndex={10 + i} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Services() {
  return (
    <Section id="services" tone="sand" eyebrow="What we do" title={servicesSection.heading} intro={servicesSection.intro}>
      <ServiceCardGrid cards={serviceCards} linkLabel={servicesSection.linkLabel} />
    </Section>
  );
}

export function HomeFaq() {
  return (
    <Section id="faq" tone="white" eyebrow="Good to know" title={faqSection.heading} intro={faqSection.intro}>
      <div className="mx-auto max-w-3xl">
        <FaqAccordion items={homeFaqs} mode="single" />
      </div>
    </Section>
  );
}
