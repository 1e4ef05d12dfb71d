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
  /** A tiny preview shown, scaled up and so soft, while the image loads (portico-guard's), when Strapi has one. */
  placeholder?: string;
}

// What portico-guard makes: a small WebP as base64. Anything else is left out, never put in a style.
const PLACEHOLDER = /^data:image\/webp;base64,[A-Za-z0-9+/]{1,4000}={0,2}$/;

/** The image's placeholder, when Strapi keeps one of the expected shape. */
export function placeholderOf(media: StrapiMedia): string | undefined {
  const placeholder = media.provider_metadata?.portico?.placeholder;
  return typeof placeholder === 'string' && PLACEHOLDER.test(placeholder) ? placeholder : undefined;
}

/** next/image's props for a slide's placeholder, else the CSS's own wash. The WebP itself, which the browser paints
 * at once and smooths as it scales, and which Chromium's LCP ignores (too few bits for its size); next/image's blur
 * wraps it in an SVG filter, decoded after the real image and counted as a later, larger paint. */
export function placeholderProps(slide: Pick<CarouselSlide, 'placeholder'>) {
  return slide.placeholder ? ({ placeholder: slide.placeholder as `data:image/${string}` } as const) : {};
}

/** next/image's props for the image a phone sees first: fetched at once and first, not when layout finds it
 * (in the HTML already, the preload scanner finds it; it needs no preload link, only to come first). */
export function firstImageProps(first: boolean | undefined) {
  return first ? ({ loading: 'eager', fetchPriority: 'high' } as const) : {};
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
    placeholder: placeholderOf(media),
    ...extra,
  };
}
