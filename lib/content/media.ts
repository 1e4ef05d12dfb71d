import { safeImageUrl } from './safe-url';
import { resolveMediaUrlAgainst, type StrapiMedia } from '@/lib/strapi';
import { strapiUrl } from '@/lib/app-settings';

export interface CarouselSlide {
  key: string;
  src: string;
  alt: string;
  width?: number;
  height?: number;
  title?: string;
  caption?: string;
  href?: string;
  /** A tiny image, scaled up and so soft, shown while the image loads. */
  placeholder?: string;
}

// What portico-guard makes: a small WebP as base64. Anything else is left out, never put in a style.
const PLACEHOLDER = /^data:image\/webp;base64,[A-Za-z0-9+/]{1,4000}={0,2}$/;

export function placeholderOf(media: StrapiMedia): string | undefined {
  const placeholder = media.provider_metadata?.portico?.placeholder;
  return typeof placeholder === 'string' && PLACEHOLDER.test(placeholder) ? placeholder : undefined;
}

/**
 * The WebP itself, which Chromium's LCP ignores (too few bits for its size), rather than next/image's blur, whose
 * SVG filter is decoded after the real image and counted as a later, larger paint.
 */
export function placeholderProps(slide: Pick<CarouselSlide, 'placeholder'>) {
  return slide.placeholder ? ({ placeholder: slide.placeholder as `data:image/${string}` } as const) : {};
}

/** The image a phone sees first is fetched at once; in the HTML already, it needs no preload link. */
export function firstImageProps(first: boolean | undefined) {
  return first ? ({ loading: 'eager', fetchPriority: 'high' } as const) : {};
}

export function resolveMediaUrl(url: string): string {
  return resolveMediaUrlAgainst(strapiUrl, url);
}

export function isMedia(value: unknown): value is StrapiMedia {
  return typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string';
}

/** Null when its address is not safe to load. */
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
