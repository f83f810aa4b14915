// A portfolio item: its type, its field limits and messages, and the zod schema that checks it. The admin API
// validates bodies with it and the admin form checks fields with it, so the two cannot drift apart.
import { z } from 'zod';
import { matterportShowUrl, parseYouTubeId } from './embeds';
import { fieldText as text } from './well-formed';

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
  /**
   * Derived when the store is read, never stored or accepted: what the site knows of each uploaded image the
   * item points at (src, thumbnail), keyed by its path, so cards can send srcset, sizes and a placeholder.
   */
  uploads?: Record<string, UploadedImage>;
}

/** One generated width of an uploaded image, in both formats. */
export interface ImageVariant {
  width: number;
  webp: string;
  avif: string;
}

/** An uploaded image as pages render it: the main WebP, its narrower variants, a placeholder colour, a focal point. */
export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  /** Narrower widths, ascending; older uploads have only 640 and 1280. */
  variants: ImageVariant[];
  /** The image's dominant colour (#rrggbb), shown while it loads. */
  color: string;
  /** Where crops keep their centre, in percent of width and height (object-position); the centre when absent. */
  focal?: { x: number; y: number };
}

export type NewPortfolioItem = Omit<PortfolioItem, 'id' | 'uploads'>;

interface FieldSpec {
  /** The label as the form shows it (without the required mark) and as messages name the field. */
  label: string;
  max: number;
  required: boolean;
  placeholder: string;
  hint?: string;
}

/** The editable text fields: label, longest length, whether it must be filled, and the form's placeholder and hint. */
export const ITEM_FIELDS = {
  title: { label: 'Title', max: 200, required: true, placeholder: 'e.g., Modern Infill at Blue Hour, Leaside' },
  description: {
    label: 'Description',
    max: 2000,
    required: true,
    placeholder: 'What was shot, where, and what made it work',
  },
  src: { label: 'Source', max: 5000, required: true, placeholder: 'Image URL or path' },
  thumbnail: {
    label: 'Thumbnail URL',
    max: 300,
    required: false,
    placeholder: 'Optional image for the card',
    hint: 'Pick or upload an image, or enter a site image name or an /uploads/ path.',
  },
  category: { label: 'Category/Tag', max: 80, required: false, placeholder: 'e.g., Luxury, Condo, Commercial' },
  specs: { label: 'Specifications', max: 200, required: false, placeholder: 'e.g., 3,200 sq ft · 42 photos · HDR' },
  alt: {
    label: 'Alt text',
    max: 300,
    required: false,
    placeholder: 'Describe the picture for screen readers',
    hint: 'Left empty, the image’s alt text from the library is used.',
  },
} as const satisfies Record<string, FieldSpec>;

export type ItemField = keyof typeof ITEM_FIELDS;

/** The source field follows the item's type: its label, placeholder and hint for each. */
export const SOURCE_FIELD: Record<MediaType, Omit<FieldSpec, 'max' | 'required'> & { hint: string }> = {
  image: {
    label: 'Image URL',
    placeholder: 'Image URL or path',
    hint: 'Upload or pick an image above, or enter a site image name (for example oakville-estate-dusk) or an /uploads/ path.',
  },
  video: {
    label: 'YouTube Video ID',
    placeholder: 'e.g., dQw4w9WgXcQ',
    hint: 'The 11-character id from the video link; a full YouTube link works too.',
  },
  embed: {
    label: 'Embed Code',
    placeholder: 'Paste iframe code here',
    hint: 'The iframe code from Matterport’s Share › Embed, or the my.matterport.com/show/?m=… link.',
  },
};

export const TYPE_FIELD = {
  label: 'Type',
  options: { image: 'Image', video: 'YouTube Video', embed: '3D Tour (Embed)' } satisfies Record<MediaType, string>,
} as const;

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function isUploadPath(value: string): boolean {
  return UPLOAD_PATH.test(value) && !value.includes('..');
}

const IMAGE_HINT = 'a site image name (for example oakville-estate-dusk) or an uploaded image path under /uploads/';

const required = (field: ItemField) => {
  const { label, max } = ITEM_FIELDS[field];
  return text(label, `${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
};

/** Empty optional text is left out of the stored item. */
const optional = (field: ItemField) => {
  const { label, max } = ITEM_FIELDS[field];
  return text(label, `${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));
};

const baseFields = z.object({
  title: required('title'),
  description: required('description'),
  type: z.enum(MEDIA_TYPES, { error: 'Type must be image, video or embed' }),
  // Emptiness is checked with the type, so the message names the field as the form labels it.
  src: text(ITEM_FIELDS.src.label, `${ITEM_FIELDS.src.label} is required`)
    .trim()
    .max(ITEM_FIELDS.src.max, `${ITEM_FIELDS.src.label} must be at most ${ITEM_FIELDS.src.max} characters`),
  thumbnail: optional('thumbnail'),
  category: optional('category'),
  specs: optional('specs'),
  alt: optional('alt'),
});

function requireSource<T extends z.ZodType>(schema: T): T {
  return schema.check((ctx) => {
    // Runs even when other fields failed, so an empty submit marks every empty required field at once.
    const value = ctx.value as { type?: unknown; src?: unknown };
    const type = MEDIA_TYPES.find((t) => t === value.type) ?? 'image';
    if (typeof value.src === 'string' && !value.src.trim()) {
      ctx.issues.push({ code: 'custom', path: ['src'], message: `${SOURCE_FIELD[type].label} is required`, input: value.src });
    }
  });
}

const fields = requireSource(baseFields);

type Fields = z.infer<typeof baseFields>;

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
      // A tour keeps its Matterport options (mls=1 and the like); a video is its id.
      const normalised = item.type === 'video' ? parseYouTubeId(src) : matterportShowUrl(src);
      if (!normalised) ctx.addIssue({ code: 'custom', path: ['src'], message: SOURCE_MESSAGES[item.type] });
      else src = normalised;
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
    existingItem: requireSource(baseFields.extend({ id: text('id', 'id is required').trim().min(1, 'id is required').max(120) })).transform(
      (v, ctx): PortfolioItem => ({ id: v.id, ...toItem(normaliseSource(v, ctx)) }),
    ),
  };
}

export const orderSchema = z.object({
  ids: z.array(text('ids', 'ids must be a list of item ids').max(120), { error: 'ids must be a list of item ids' }).max(1000),
});

/** One message per field (the first issue of each), for forms to show beside their fields. */
/** The first message for each field, by its whole path (`whoWeAre.heading`, `milestones.2.year`): a nested form
 * puts each under its own field. */
export function fieldPathErrors(error: z.ZodError): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

export function fieldErrors(error: z.ZodError): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** The first issue as one readable sentence. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request body';
  if (issue.code === 'invalid_type' && issue.path.length === 0) return 'Body must be a JSON object';
  return issue.message;
}
