import type { Metadata } from 'next';
import { safeImageUrl } from '@/lib/content/safe-url';
import { titleAttribute, type Attribute, type Attributes, type ComponentSchema } from '@/lib/strapi/schema';
import type { StrapiMedia } from '@/lib/strapi/types';
import { blocksToText, collapse, markdownToText, truncate } from './plain-text';

/**
 * From the schema, not field names: an SEO component wins (any with metaTitle, metaDescription or metaImage), and
 * what it leaves empty comes from the entry's title, a summary-like text and its first image.
 */

const SEO_FIELDS = ['metaTitle', 'metaDescription', 'metaImage'];
/** Strapi's blog template names the share image `shareImage`. */
const SEO_IMAGE_FIELDS = ['metaImage', 'shareImage'];
const SUMMARY_NAME = /summary|description|excerpt|abstract|intro|teaser|subtitle|synopsis|lead/i;
const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'blocks']);

export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

export interface PageSeo {
  title: string;
  /** Written for search engines (an SEO component's): the site name is not added. */
  exactTitle: boolean;
  description?: string;
  image?: ShareImage;
}

type Values = Record<string, unknown>;

export function seoAttributes(attributes: Attributes, components: Map<string, ComponentSchema>): string[] {
  return Object.entries(attributes)
    .filter(([, attribute]) => {
      if (attribute.type !== 'component' || attribute.repeatable) return false;
      const fields = components.get(attribute.component)?.schema.attributes ?? {};
      return SEO_FIELDS.some((name) => name in fields);
    })
    .map(([name]) => name);
}

function textOf(attribute: Attribute, value: unknown): string {
  if (attribute.type === 'blocks') return blocksToText(value);
  if (typeof value !== 'string') return '';
  return attribute.type === 'richtext' ? markdownToText(value) : collapse(value);
}

function summaryOf(attributes: Attributes, values: Values, skip: string[]): string | undefined {
  const texts = Object.entries(attributes).filter(([name, attribute]) => TEXT_TYPES.has(attribute.type) && !skip.includes(name));
  const named = texts.find(([name, attribute]) => SUMMARY_NAME.test(name) && textOf(attribute, values[name]));
  // Otherwise the start of the first longer text: strings are names, slugs and labels.
  const body = named ?? texts.find(([name, attribute]) => attribute.type !== 'string' && textOf(attribute, values[name]));
  if (!body) return undefined;
  return truncate(textOf(body[1], values[body[0]]));
}

function isImage(value: unknown): value is StrapiMedia {
  if (typeof value !== 'object' || value === null) return false;
  const media = value as Partial<StrapiMedia>;
  return typeof media.url === 'string' && (!media.mime || media.mime.startsWith('image/'));
}

function shareImage(value: unknown, mediaUrl: (url: string) => string): ShareImage | undefined {
  const media = (Array.isArray(value) ? value : [value]).find(isImage);
  const url = media && safeImageUrl(media.url);
  if (!media || !url) return undefined;
  return {
    url: mediaUrl(url),
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    alt: media.alternativeText || media.caption || '',
  };
}

function firstImage(attributes: Attributes, values: Values, mediaUrl: (url: string) => string): ShareImage | undefined {
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type !== 'media') continue;
    const image = shareImage(values[name], mediaUrl);
    if (image) return image;
  }
  return undefined;
}

const nonEmpty = (value: unknown) => (typeof value === 'string' && collapse(value) ? collapse(value) : undefined);

export interface SeoInput {
  attributes: Attributes;
  components: Map<string, ComponentSchema>;
  document: Values;
  fallbackTitle: string;
  mediaUrl: (url: string) => string;
}

export function pageSeo({ attributes, components, document, fallbackTitle, mediaUrl }: SeoInput): PageSeo {
  const seoNames = seoAttributes(attributes, components);
  const seo = seoNames.map((name) => document[name]).find((value): value is Values => typeof value === 'object' && value !== null) ?? {};
  const titleName = titleAttribute(attributes);
  const metaTitle = nonEmpty(seo.metaTitle);
  const metaDescription = nonEmpty(seo.metaDescription);
  const metaImage = SEO_IMAGE_FIELDS.map((name) => shareImage(seo[name], mediaUrl)).find(Boolean);
  return {
    title: metaTitle ?? (titleName && nonEmpty(document[titleName])) ?? fallbackTitle,
    exactTitle: Boolean(metaTitle),
    description: metaDescription ?? summaryOf(attributes, document, [...seoNames, ...(titleName ? [titleName] : [])]),
    image: metaImage ?? firstImage(attributes, document, mediaUrl),
  };
}

export interface MetadataOptions {
  /** From WEB_URL, never from the request. */
  canonicalUrl: string;
  languages?: Record<string, string>;
  type?: 'website' | 'article';
}

export function toMetadata({ title, exactTitle, description, image }: PageSeo, options: MetadataOptions): Metadata {
  const images = image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : undefined;
  return {
    title: exactTitle ? { absolute: title } : title,
    ...(description ? { description } : {}),
    alternates: { canonical: options.canonicalUrl, ...(options.languages ? { languages: options.languages } : {}) },
    openGraph: {
      title,
      url: options.canonicalUrl,
      type: options.type ?? 'website',
      ...(description ? { description } : {}),
      ...(images ? { images } : {}),
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title,
      ...(description ? { description } : {}),
      ...(images ? { images } : {}),
    },
  };
}
