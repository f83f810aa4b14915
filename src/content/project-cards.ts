// What a project card shows, kept apart from projects.ts so pages with cards don't ship every project's details.
import type { Project } from './types';

/** What a project card shows. */
export type ProjectCardData = Pick<Project, 'id' | 'slug' | 'title' | 'description' | 'src'> &
  Partial<Pick<Project, 'thumbnail' | 'alt' | 'category' | 'specs'>>;

export function projectCardData(p: Project): ProjectCardData {
  const { id, slug, title, description, src, thumbnail, alt, category, specs } = p;
  return { id, slug, title, description, src, thumbnail, alt, category, specs };
}
