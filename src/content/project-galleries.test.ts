// A project's photographs are all of that one property: its card, its banner and every gallery frame come from the
// shot list's renders of the same house (or the photographs that replace them under the same names), and each
// says what it shows. Cards elsewhere show the project's other photographs in turn, so no single frame of a
// project is on every page that links to it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOTS_PATH } from '#scripts/images/sources';
import { CARD_VIEW, projectCardData } from './project-cards';
import { projects } from './projects';

const shots = JSON.parse(readFileSync(SHOTS_PATH, 'utf8')) as { name: string; property: string }[];
const propertyOf = (image: string) => shots.find((s) => s.name === image)?.property;

describe.each(projects)('$title', (project) => {
  const { detail } = project;
  const property = propertyOf(detail.heroImage);

  it('has a photographed banner, card and gallery, all of the same property', () => {
    expect(property, `${detail.heroImage} is not in the shot list`).toBeDefined();
    expect(propertyOf(project.src)).toBe(property);
    expect(detail.gallery.length).toBeGreaterThan(0);
    for (const frame of detail.gallery) expect(propertyOf(frame.src), frame.src).toBe(property);
    expect(new Set(detail.gallery.map((f) => f.src)).size).toBe(detail.gallery.length);
  });

  it('describes every gallery photograph in its alt text', () => {
    for (const frame of detail.gallery) expect(frame.alt?.length ?? 0, frame.src).toBeGreaterThan(40);
  });

  it('shows a different photograph of it on each page whose cards link to it', () => {
    const card = projectCardData(project);
    const { home, moreProjects, grid } = CARD_VIEW;
    const views = [home, moreProjects, moreProjects + 1, moreProjects + 2, grid].map((v) => projectCardData(project, v).src);
    for (const v of views) expect(detail.gallery.map((f) => f.src)).toContain(v);
    expect(views).not.toContain(card.src);
    expect(new Set(views).size, views.join(', ')).toBe(views.length);
  });
});
