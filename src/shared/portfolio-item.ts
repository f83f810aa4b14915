// A portfolio item: its type, its field limits and messages, and the zod schema that checks it. The admin API
// validates bodies with it and the admin form checks fields with it, so the two cannot drift apart.
import { z } from 'zod';
import { parseMatterportId, parseYouTubeId } from './embeds';

export type MediaType = 'image' | 'video' | 'embed';
export const MEDIA_TYPES = ['image', 'video', 'embed'] as const satisfies readonly MediaType[];

/** Portfolio / lightbox item. For video, src is an 11-char YouTube id; for embed, a Matterport URL. */
export interface PortfolioItem {
  id: string;
  title: string;
  description: string;
  type: MediaType;
  /** image: a site image name from the image manifest OR an uploaded file's path (/uploads/x.webp). */
  src: string;
  thumbnail?: string;
  category?: string;
  specs?: string;
  alt?: string;
  slug?: string;
}

export type NewPortfolioItem = Omit<PortfolioItem, 'id'>;

/** The editable text fields: label (as the form shows it), longest length, and whether it must be filled. */
export const ITEM_FIELDS = {
  title: { label: 'Title', max: 200, required: true },
  description: { label: 'Description', max: 2000, required: true },
  src: { label: 'Source', max: 5000, required: true },
  thumbnail: { label: 'Thumbnail URL', max: 300, required: false },
  category: { label: 'Category', max: 80, required: false },
  specs: { label: 'Specifications', max: 200, required: false },
  alt: { label: 'Alt text', max: 300, required: false },
} as const;

export type ItemField = keyof typeof ITEM_FIELDS;

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function isUploadPath(value: string): boolean {
  return UPLOAD_PATH.test(value) && !value.includes('..');
}

const IMAGE_HINT = 'a site image name (for example house-dusk) or an uploaded image path under /uploads/';

const required = (field: ItemField) => {
  const { label, max } = ITEM_FIELDS[field];
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
};

/** Empty optional text is left out of the stored item. */
const optional = (field: ItemField) => {
  const { label, max } = ITEM_FIELDS[field];
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));
};

const fields = z.object({
  title: required('title'),
  description: required('description'),
  type: z.enum(MEDIA_TYPES, { error: 'Type must be image, video or embed' }),
  src: required('src'),
  thumbnail: optional('thumbnail'),
  category: optional('category'),
  specs: optional('specs'),
  alt: optional('alt'),
});

type Fields = z.infer<typeof fields>;

/** Messages for a source that does not fit its type, by type. */
export const SOURCE_MESSAGES: Record<MediaType, string> = {
  image: `Image URL must be ${IMAGE_HINT}`,
  video: 'YouTube Video ID must be an 11-character id such as dQw4w9WgXcQ, or a YouTube link',
  embed: 'Embed Code must be a Matterport 3D tour: its iframe code or a my.matterport.com/show/?m=… link',
};

/**
 * The schemas, given how to recognise a site image name (the server checks the image manifest; the admin form,
 * which does not ship the manifest, accepts any name the server will then confirm).
 */
export function itemSchemas(isSiteImage: (name: string) => boolean) {
  const isImageRef = (value: string) => isSiteImage(value) || isUploadPath(value);

  function normaliseSource(item: Fields, ctx: z.RefinementCtx): Fields {
    let src = item.src;
    if (item.type === 'image') {
      if (!isImageRef(src)) ctx.addIssue({ code: 'custom', path: ['src'], message: SOURCE_MESSAGES.image });
    } else {
      const id = item.type === 'video' ? parseYouTubeId(src) : parseMatterportId(src);
      if (!id) ctx.addIssue({ code: 'custom', path: ['src'], message: SOURCE_MESSAGES[item.type] });
      else src = item.type === 'video' ? id : `https://my.matterport.com/show/?m=${id}`;
    }
    if (item.thumbnail && !isImageRef(item.thumbnail)) {
      ctx.addIssue({ code: 'custom', path: ['thumbnail'], message: `Thumbnail URL must be ${IMAGE_HINT}` });
    }
    return { ...item, src };
  }

  /** Rebuilds the item with a fixed key order and no undefined values. */
  function toItem(v: Fields): NewPortfolioItem {
    const out: NewPortfolioItem = { title: v.title, description: v.description, type: v.type, src: v.src };
    for (const key of ['thumbnail', 'category', 'specs', 'alt'] as const) if (v[key]) out[key] = v[key];
    return out;
  }

  return {
    newItem: fields.transform(normaliseSource).transform(toItem),
    existingItem: fields
      .extend({ id: z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(120) })
      .transform((v, ctx): PortfolioItem => ({ id: v.id, ...toItem(normaliseSource(v, ctx)) })),
  };
}

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
