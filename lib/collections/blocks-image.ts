/**
 * Images a Blocks field may hold: the member's own uploads. Strapi's Blocks validation requires an
 * image node to carry the file as its upload API describes it (name, url, width, height, hash,
 * ext, mime, size, provider, createdAt, updatedAt; the rest may be null), as its admin panel
 * writes it. Pure: used in the browser and on the server.
 */

/** The keys of a file that a Blocks image node carries. */
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

/** An image the Blocks editor may insert. */
export interface ImageChoice {
  id: number;
  name: string;
  /** As Strapi stores it (/uploads/… for its own files): what the image node keeps. */
  url: string;
  /** Where the browser can load it now (absolute against Strapi). */
  previewUrl: string;
  alternativeText: string;
  /** The file as Strapi describes it: the image node's `image`. */
  file: Record<string, unknown>;
}

/** The file's keys a Blocks image node holds. */
export function blocksImageFile(media: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(IMAGE_KEYS.filter((key) => key in media).map((key) => [key, media[key]]));
}

/**
 * A file as an image choice, or null when it cannot be a Blocks image (not an image, or without the
 * dimensions Strapi requires). `preview` makes its stored address loadable by the browser.
 */
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
