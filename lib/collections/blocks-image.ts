// The member's own uploads; Strapi's Blocks validation wants an image node's file as its upload API describes it.

export const IMAGE_KEYS = [
  'name',
  'alternativeText',
  'url',
  'caption',
  'width',
  'height',
  'formats',
  'hash',
  'ext',
  'mime',
  'size',
  'previewUrl',
  'provider',
  'provider_metadata',
  'createdAt',
  'updatedAt',
] as const;

export interface ImageChoice {
  id: number;
  name: string;
  /** As Strapi stores it (/uploads/… for its own files): what the image node keeps. */
  url: string;
  previewUrl: string;
  alternativeText: string;
  file: Record<string, unknown>;
}

export function blocksImageFile(media: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(IMAGE_KEYS.filter((key) => key in media).map((key) => [key, media[key]]));
}

/** Null when it cannot be a Blocks image (not an image, or without the dimensions Strapi requires). */
export function imageChoice(media: Record<string, unknown>, preview: (url: string) => string): ImageChoice | null {
  const { id, name, url, mime, width, height } = media;
  if (typeof id !== 'number' || typeof url !== 'string' || typeof name !== 'string') return null;
  if (typeof mime === 'string' && !mime.startsWith('image/')) return null;
  if (typeof width !== 'number' || typeof height !== 'number') return null;
  return {
    id,
    name,
    url,
    previewUrl: preview(url),
    alternativeText: typeof media.alternativeText === 'string' ? media.alternativeText : '',
    file: blocksImageFile(media),
  };
}
