// A notable project as a card: 16:10 image, category, title, specs and a link to its detail page.
// Used by /projects, the home page's featured projects and a project page's More Projects, so it takes the project,
// its position in its grid, and whether its grid sits below the fold (then its image never competes with the hero's).
import { Icon } from '#app/components/ui/icon';
import { Link } from '#app/components/ui/link';
import { type ProjectCardData } from '#content/project-cards';
import { Picture } from '../ui/picture';
import { imagePriority } from '#app/lib/image-priority';
import { paths } from '#shared/paths';

export function ProjectCard({ project, index, belowFold }: { project: ProjectCardData; index: number; belowFold?: boolean }) {
  const href = paths.project(project);
  return (
    <article
      data-reveal
      style={{ '--reveal-index': index % 4 } as React.CSSProperties}
      className="card group relative flex h-full flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-brass focus-within:ring-offset-2 hover:shadow-[0_20px_40px_-16px_rgb(17_24_39/0.28)]"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-paper-2">
        <Picture
          name={project.thumbnail ?? project.src}
          alt={project.alt ?? project.title}
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
          className="block h-full w-full"
          imgClassName="h-full w-full object-cover transition-transform duration-700 ease-[var(--ease-out-soft)] group-hover:scale-[1.04]"
          {...(belowFold ? {} : imagePriority(index + 1))}
        />
        {project.category && (
          <span className="absolute left-4 top-4 rounded-full bg-white/90 px-3 py-1 text-[0.7rem] font-semibold uppercase tracking-[0.14em] text-ink backdrop-blur">
            {project.category}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="clamp-2 font-display text-xl font-medium leading-snug">
          <Link to={href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {project.title}
          </Link>
        </h3>
        {project.specs && <p className="mt-2 text-xs font-medium uppercase tracking-[0.12em] text-brass-700">{project.specs}</p>}
        {/* shown whole: a project's description is written to fit a card (content rule), and a clamp cut it mid-word
            where four cards shared a row */}
        <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-600">{project.description}</p>
        <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-ink">
          View project
          <Icon name="ArrowUpRight" className="h-4 w-4 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
