// A project's page address: its slug where it has one, otherwise its id (SPEC section 2, Projects).
// Kept apart from projects.ts so cards can link without shipping every project's details.
import type { Project } from './types';

export function projectHref(p: Pick<Project, 'id' | 'slug'>): string {
  return `/projects/${p.slug ?? p.id}`;
}

/** What a project card shows. */
export type ProjectCardData = Pick<Project, 'id' | 'slug' | 'title' | 'description' | 'src'> &
  Partial<Pick<Project, 'thumbnail' | 'alt' | 'category' | 'specs'>>;

export function projectCardData(p: Project): ProjectCardData {
  const { id, slug, title, description, src, thumbnail, alt, category, specs } = p;
  return { id, slug, title, description, src, thumbnail, alt, category, specs };
}
