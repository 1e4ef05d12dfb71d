import { safeImageUrl } from './safe-url';
import { resolveMediaUrlAgainst, type StrapiMedia } from '@/lib/strapi';
import { strapiUrl } from '@/lib/config';

/** One picture of a carousel: what the Carousel shows. */
export interface CarouselSlide {
  key: string;
  src: string;
  alt: string;
  width?: number;
  height?: number;
  title?: string;
  caption?: string;
  href?: string;
}

/** A media URL from Strapi, made absolute against STRAPI_URL. */
export function resolveMediaUrl(url: string): string {
  return resolveMediaUrlAgainst(strapiUrl, url);
}

export function isMedia(value: unknown): value is StrapiMedia {
  return typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string';
}

/** A carousel slide for a media file, or null when its address is not safe to load. */
export function mediaSlide(media: StrapiMedia, extra: Partial<CarouselSlide> = {}): CarouselSlide | null {
  const src = safeImageUrl(media.url);
  if (!src) return null;
  return {
    key: String(media.documentId ?? media.id),
    src: resolveMediaUrl(src),
    alt: media.alternativeText || extra.title || media.name || '',
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    ...extra,
  };
}
