// /projects/{slug or id}: breadcrumb Projects / {title}, Back to Projects,
// fact cards, Services Provided, The Challenge, The Result, a gallery of at most 12 images in 4 columns with the
// lightbox (closing it clears the index here), and a click-to-load Property Video Tour.
import { Icon } from '#app/components/ui/icon';
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { Link } from '#app/components/ui/link';
import { BreadcrumbTrail } from '../components/link-blocks';
import { Hero } from '../components/sections/hero';
import { Section } from '../components/sections/section';
import { notFound } from '../lib/http';
import { absoluteUrl, paths } from '#shared/paths';
import { definePage } from '../lib/page';
import { CtaBand, MediaGrid } from '../components/below-fold';
import { deferred } from '../lib/deferred';

// The video tour and the other projects' cards sit below the gallery: their code loads as they near the viewport.
const VideoFacade = deferred(() => import('../components/media/video-facade').then((m) => m.VideoFacade));
// The overview and the challenge and result: static text below the facts, so their markup is not in the first load.
const ProjectStory = deferred(() => import('../components/project/project-story').then((m) => m.ProjectStory));
const ProjectCard = deferred(() => import('../components/media/project-card').then((m) => m.ProjectCard));

/** the project gallery shows at most 12 images. */
export const GALLERY_LIMIT = 12;

/** The page's project and the next three after it (wrapping around), each shown by another of its photographs
 * (see projectCardData): the page's chunk then carries no other project's details. */
async function loader({ params }: LoaderFunctionArgs) {
  const [{ findProject, projectHead, projects }, { projectCardData }] = await Promise.all([
    import('#content/projects'),
    import('#content/project-cards'),
  ]);
  const project = findProject(params.slug ?? '');
  if (!project) notFound('Project Not Found', 'There is no project at that address.');
  const at = projects.indexOf(project);
  const others = [1, 2, 3].map((k) => projects[(at + k) % projects.length]!).filter((p) => p !== project);
  return { project, head: projectHead(project), others: others.map((p, k) => projectCardData(p, 'moreProjects', k)) };
}

function ProjectPage() {
  const { project, others } = useLoaderData<typeof loader>();
  const d = project.detail;
  const gallery = d.gallery.slice(0, GALLERY_LIMIT);
  const facts = [
    { label: 'Location', value: d.location, icon: 'MapPin' },
    { label: 'Completed', value: d.completedDate, icon: 'CalendarCheck' },
    { label: 'Property Size', value: d.area, icon: 'Ruler' },
    { label: 'Layout', value: d.bedrooms, icon: 'House' },
  ];

  return (
    <>
      <Hero
        title={d.title}
        subtitle={d.propertyType}
        description={project.description}
        image={d.heroImage}
        heroKey="portfolio"
        showButtons={false}
        above={<BreadcrumbTrail separator="slash" crumbs={[{ name: 'Projects', href: paths.projects }, { name: project.title }]} />}
      >
        <div className="mt-8">
          <Link to={paths.projects} className="btn-ghost-light">
            <Icon name="ArrowLeft" aria-hidden="true" className="h-4 w-4" />
            Back to Projects
          </Link>
        </div>
      </Hero>

      <section aria-label="Project facts" className="relative z-10 -mt-px bg-paper pt-12 sm:pt-16">
        <div className="container-site">
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {facts.map((f, i) => (
              // A <dl> group holds only its <dt> and <dd>: the icon sits in the <dt>, above the label on a phone and
              // to its left (in the card's padding) from sm up.
              <div
                key={f.label}
                className="card relative p-5 sm:p-6 sm:pl-[5.25rem]"
                data-reveal
                data-fact
                style={{ '--reveal-index': i } as React.CSSProperties}
              >
                <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-ink-500">
                  <span
                    aria-hidden="true"
                    className="mb-3 flex h-11 w-11 items-center justify-center rounded-xl bg-brass-100 text-brass-700 sm:absolute sm:left-6 sm:top-6 sm:mb-0"
                  >
                    <Icon name={f.icon} className="h-5 w-5" />
                  </span>
                  {f.label}
                </dt>
                <dd className="mt-1 font-display text-base leading-snug text-ink sm:text-lg">{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <ProjectStory detail={d} />

      <Section
        id="gallery"
        eyebrow={`${gallery.length} ${gallery.length === 1 ? 'image' : 'images'}`}
        title="Project Gallery"
        intro="Select any image to view it full screen. Use the arrow keys or swipe to move through the set."
      >
        <MediaGrid items={gallery} layout="gallery" imageOffset={1} fallbackCategory={d.title} clearIndexOnClose label="Project gallery" />
      </Section>

      <Section id="video-tour" eyebrow="Film" title="Property Video Tour" tone="sand">
        <div className="mx-auto max-w-5xl">
          <VideoFacade
            videoId={d.videoId}
            title={`${d.title} property video tour`}
            poster={{ name: d.heroImage }}
            caption="Play the property tour"
          />
        </div>
      </Section>

      <Section
        id="more-projects"
        eyebrow="Keep exploring"
        title="More Projects"
        aside={
          <Link to={paths.projects} className="btn-ghost-dark">
            All Projects
          </Link>
        }
      >
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {others.map((p, i) => (
            <li key={p.id}>
              <ProjectCard project={p} index={i} belowFold />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        heading="Planning a launch like this one?"
        body="Tell us about the property and your timeline. We reply to every enquiry within 2-4 hours on business days."
        primary={{ text: 'Start Your Project', href: paths.contact, variant: 'primary' }}
        secondary={{ text: 'Back to Projects', href: paths.projects, variant: 'secondary' }}
      />
    </>
  );
}

export default definePage({
  loader,
  seo: ({ data, publicUrl }) => {
    const { project } = data;
    const path = paths.project(project);
    return {
      ...data.head,
      keywords: [
        project.title,
        `${project.detail.propertyType} marketing`,
        'Toronto real estate media case study',
        ...project.detail.services.slice(0, 3),
      ],
      path,
      trail: [
        { name: 'Projects', path: paths.projects },
        { name: project.title, path },
      ],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'CreativeWork',
          name: project.title,
          description: project.description,
          url: absoluteUrl(publicUrl, path),
          about: { '@type': 'Place', name: project.title, address: project.detail.location },
        },
      ],
    };
  },
  Component: ProjectPage,
});
