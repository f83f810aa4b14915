// /projects: Notable Projects, 8 cards linking to /projects/{slug or id}, and a call to action. The loader hands the
// page its text and the cards only, so the page's chunk carries no project's details (the projects' copy is a chunk
// of its own, loaded only by the loader in the browser, after a client-side navigation).
import { useLoaderData } from 'react-router';
import { projectCardData } from '#content/project-cards';
import { ProjectCard } from '../components/media/project-card';
import { Hero } from '../components/sections/hero';
import { Section } from '../components/sections/section';
import { absoluteUrl, paths } from '#shared/paths';
import { definePage } from '../lib/page';
import { CtaBand } from '../components/below-fold';

async function loader() {
  const { projects, projectsPage } = await import('#content/projects');
  // Each card shows the grid's own frame of its project (cardFrames), a photograph no other page's card shows: with
  // every cover here, one cover would be on six pages (npm run images:usage counts them).
  return { page: projectsPage, cards: projects.map((p) => projectCardData(p, 'grid')) };
}

function Projects() {
  const { page, cards } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero {...page.hero} />
      <Section id="projects" eyebrow="Case studies" title={page.listTitle} intro={page.listIntro}>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4" aria-label={page.listTitle}>
          {cards.map((project, i) => (
            <li key={project.id} data-project-card>
              <ProjectCard project={project} index={i} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand heading={page.cta.title} body={page.cta.description} primary={page.cta.button} />
    </>
  );
}

export default definePage({
  loader,
  seo: ({ data: { page, cards }, publicUrl }) => ({
    ...page.seo,
    path: page.path,
    trail: [{ name: 'Projects', path: page.path }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: page.listTitle,
        itemListElement: cards.map((p, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: p.title,
          url: absoluteUrl(publicUrl, paths.project(p)),
        })),
      },
    ],
  }),
  Component: Projects,
});
