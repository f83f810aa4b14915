// What a project card shows, kept apart from projects.ts so pages with cards don't ship every project's details.
import type { Project } from './types';

/** What a project card shows. */
export type ProjectCardData = Pick<Project, 'id' | 'slug' | 'title' | 'description' | 'src'> &
  Partial<Pick<Project, 'thumbnail' | 'alt' | 'category' | 'specs'>>;

/**
 * The pages whose cards show a project by a photograph of their own (`Project.cardFrames`), so that no two pages
 * show the same one: the home page's featured cards, More Projects on a project page (three, by distance) and the
 * /projects grid.
 */
export type CardSlot = keyof Project['cardFrames'];

/**
 * A project as a card. Without a slot it shows the card's own image; in a slot, the gallery photograph that the
 * project's `cardFrames` names for it (for More Projects, the `nth` of its three), with that photograph's alt text.
 */
export function projectCardData(p: Project, slot?: CardSlot, nth = 0): ProjectCardData {
  const { id, slug, title, description, src, thumbnail, alt, category, specs } = p;
  const card = { id, slug, title, description, src, thumbnail, alt, category, specs };
  if (!slot) return card;
  const named = p.cardFrames[slot];
  const name = typeof named === 'string' ? named : named[nth % named.length]!;
  const shot = p.detail.gallery.find((g) => g.src === name);
  if (!shot) return card;
  return { ...card, src: shot.src, thumbnail: undefined, alt: shot.alt ?? `${title}: ${shot.title}` };
}
