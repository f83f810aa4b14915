// Every retired image name points at an image the build still makes, and none of them is built again.
import { describe, expect, it } from 'vitest';
import manifest from '#content/image-manifest.json';
import { retiredImages, withCurrentImages } from './retired-images';

describe('retired image names', () => {
  it.each(retiredImages)('%s is replaced by a built image (%s) and is not built itself', (old, next) => {
    expect(Object.hasOwn(manifest, next)).toBe(true);
    expect(Object.hasOwn(manifest, old)).toBe(false);
  });

  it('leaves current names, uploads and non-objects alone', () => {
    const item = { src: '/uploads/a.webp', thumbnail: 'oakville-estate-dusk' };
    expect(withCurrentImages(item)).toEqual({ item, renamed: false });
    expect(withCurrentImages(null)).toEqual({ item: null, renamed: false });
    expect(withCurrentImages({ title: 'no images' })).toEqual({ item: { title: 'no images' }, renamed: false });
  });
});
