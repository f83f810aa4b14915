// What a project card shows, kept apart from projects.ts so pages with cards don't ship every project's details.
import type { Project } from './types';

/** What a project card shows. */
export type ProjectCardData = Pick<Project, 'id' | 'slug' | 'title' | 'description' | 'src'> &
  Partial<Pick<Project, 'thumbnail' | 'alt' | 'category' | 'specs'>>;

/**
 * Which of a project's photographs each page's card shows, so that no two pages show the same one: the home page's
 * featured cards view 1, More Projects on a project page views 2-4 (by distance), the /projects grid view 5. Every
 * gallery has at least six photographs besides its cover, so the five views are five different photographs.
 */
export const CARD_VIEW = { home: 1, moreProjects: 2, grid: 5 } as const;

/**
 * A project as a card. `view` 0 is the card's own image; views 1 and up show the project's other gallery photographs
 * in turn (see CARD_VIEW), so one photograph is not repeated on every page that links to the project.
 */
export function projectCardData(p: Project, view = 0): ProjectCardData {
  const { id, slug, title, description, src, thumbnail, alt, category, specs } = p;
  const card = { id, slug, title, description, src, thumbnail, alt, category, specs };
  const others = p.detail.gallery.filter((g) => g.src !== (thumbnail ?? src));
  if (view === 0 || others.length === 0) return card;
  const shot = others[(view - 1) % others.length]!;
  return { ...card, src: shot.src, thumbnail: undefined, alt: shot.alt ?? `${title}: ${shot.title}` };
}
