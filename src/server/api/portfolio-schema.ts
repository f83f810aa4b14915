// The admin API's item schema (zod). Unknown keys are dropped, so `__proto__` and friends never reach the
// store; sources are normalised per type, so what is stored is always something the public pages can render.
import { z } from 'zod';
import manifest from '#content/image-manifest.json';
import type { PortfolioItem } from '#content/types';
import { parseMatterportId, parseYouTubeId } from '#shared/embeds';

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

function isImageRef(value: string): boolean {
  return Object.prototype.hasOwnProperty.call(manifest, value) || (UPLOAD_PATH.test(value) && !value.includes('..'));
}

const IMAGE_HINT = 'a site image name (for example house-dusk) or an uploaded image path under /uploads/';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Empty optional text is left out of the stored item (SPEC section 5). */
const optional = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const fields = z.object({
  title: required('Title', 200),
  description: required('Description', 2000),
  type: z.enum(['image', 'video', 'embed'], { error: 'Type must be image, video or embed' }),
  src: required('Source', 5000),
  thumbnail: optional('Thumbnail URL', 300),
  category: optional('Category', 80),
  specs: optional('Specifications', 200),
  alt: optional('Alt text', 300),
});

type Fields = z.infer<typeof fields>;

function normaliseSource(item: Fields, ctx: z.RefinementCtx): Fields {
  let src = item.src;
  if (item.type === 'image') {
    if (!isImageRef(src)) ctx.addIssue({ code: 'custom', path: ['src'], message: `Image URL must be ${IMAGE_HINT}` });
  } else if (item.type === 'video') {
    const id = parseYouTubeId(src);
    if (!id) ctx.addIssue({ code: 'custom', path: ['src'], message: 'YouTube Video ID must be an 11-character id such as dQw4w9WgXcQ, or a YouTube link' });
    else src = id;
  } else {
    const id = parseMatterportId(src);
    if (!id) ctx.addIssue({ code: 'custom', path: ['src'], message: 'Embed Code must be a Matterport 3D tour: its iframe code or a my.matterport.com/show/?m=… link' });
    else src = `https://my.matterport.com/show/?m=${id}`;
  }
  if (item.thumbnail && !isImageRef(item.thumbnail)) {
    ctx.addIssue({ code: 'custom', path: ['thumbnail'], message: `Thumbnail URL must be ${IMAGE_HINT}` });
  }
  return { ...item, src };
}

/** Rebuilds the item with a fixed key order and no undefined values. */
function toItem<T extends Fields & { id?: string }>(v: T): Omit<PortfolioItem, 'id'> & { id?: string } {
  const out: Omit<PortfolioItem, 'id'> & { id?: string } = { title: v.title, description: v.description, type: v.type, src: v.src };
  if (v.id) out.id = v.id;
  if (v.thumbnail) out.thumbnail = v.thumbnail;
  if (v.category) out.category = v.category;
  if (v.specs) out.specs = v.specs;
  if (v.alt) out.alt = v.alt;
  return out;
}

export const newItemSchema = fields.transform(normaliseSource).transform((v) => {
  const { id: _ignored, ...item } = toItem(v);
  return item;
});

export const existingItemSchema = fields
  .extend({ id: required('id', 120) })
  .transform((v, ctx) => ({ ...normaliseSource(v, ctx), id: v.id }))
  .transform((v) => toItem(v) as PortfolioItem);

export const orderSchema = z.object({
  ids: z.array(z.string().max(120), { error: 'ids must be a list of item ids' }).max(1000),
});

/** The first issue as one readable sentence. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request body';
  if (issue.code === 'invalid_type' && issue.path.length === 0) return 'Body must be a JSON object';
  return issue.message;
}
