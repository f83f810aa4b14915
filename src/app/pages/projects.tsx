// /projects: Notable Projects, 8 cards linking to /projects/{slug or id}, and a call to action.
import { projects, projectsPage } from '#content/projects';
import { ProjectCard } from '../components/media/project-card';
import { CtaBand } from '../components/sections/cta-band';
import { Hero } from '../components/sections/hero';
import { Section } from '../components/sections/section';
import { absoluteUrl, paths } from '#shared/paths';
import { definePage } from '../lib/page';

function Projects() {
  const page = projectsPage;
  return (
    <>
      <Hero {...page.hero} />
      <Section id="projects" eyebrow="Case studies" title={page.listTitle} intro={page.listIntro}>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4" aria-label={page.listTitle}>
          {projects.map((project, i) => (
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
  seo: ({ publicUrl }) => ({
    ...projectsPage.seo,
    path: projectsPage.path,
    trail: [{ name: 'Projects', path: projectsPage.path }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: projectsPage.listTitle,
        itemListElement: projects.map((p, i) => ({
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
