// A project's photographs are all of that one property: its card, its banner and every gallery frame come from the
// shot list's renders of the same house (or the photographs that replace them under the same names), and each
// says what it shows. Cards elsewhere show the gallery photographs the project names for them (cardFrames), one
// per page, so no single frame of a project is on every page that links to it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectCardData } from './project-cards';
import { projects } from './projects';

/** The studio's shot list says which property each render shows. */
const SHOTS_PATH = new URL('../../studio/shots.json', import.meta.url);

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
    const more = [0, 1, 2].map((k) => projectCardData(project, 'moreProjects', k));
    const views = [projectCardData(project, 'home'), ...more, projectCardData(project, 'grid')];
    const named = [project.cardFrames.home, ...project.cardFrames.moreProjects, project.cardFrames.grid];
    expect(views.map((v) => v.src)).toEqual(named);
    for (const v of views) {
      const frame = detail.gallery.find((f) => f.src === v.src);
      expect(frame, `${v.src} is not in the gallery`).toBeDefined();
      expect(v.alt).toBe(frame?.alt);
    }
    expect(named).not.toContain(card.src);
    expect(new Set(named).size, named.join(', ')).toBe(named.length);
  });
});
