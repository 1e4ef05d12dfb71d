import type { StaticImageData } from 'next/image';
import type { ModelWords } from '@/lib/content/model-words';

/** Words given per locale code ("en", "fr"); a plain string is the same in every locale. */
export type LocalizedText = string | Readonly<Record<string, string>>;

/** One entry of the header's navigation. */
export type NavigationItem =
  /** A collection's list, by pluralName or uid; named by the model's words unless `label` says otherwise. */
  | { collection: string; label?: LocalizedText }
  /** A single type's page, by singularName or uid. */
  | { page: string; label?: LocalizedText }
  /** A link of the site's own: a path on the site or an https address. */
  | { href: string; label: LocalizedText };

/**
 * Links an editor keeps in a Strapi single type, read in the page's locale. `links` is the dotted path
 * of a repeatable component (or any list) in its entry; `label` and `href` name the fields of each link
 * that hold its words and its address (a path on the site or an http(s) address; others are left out).
 */
export type StrapiLinks = {
  /** The single type, by singularName or uid. */
  from: string;
  links: string;
  label: string;
  href: string;
};

/** The footer's links, and a line of its own. */
export type SiteFooter = { links?: readonly { href: string; label: LocalizedText }[]; note?: LocalizedText };

export type SiteLogo = {
  /** Drawn on the light scheme; `dark` replaces it when the visitor prefers a dark one. */
  light: StaticImageData;
  dark?: StaticImageData;
};

/**
 * What a site folder's `site.ts` holds: plain data the core reads (it imports no view, so that every
 * layer may read it). Every part is optional: what a site leaves out stays Portico's generic default.
 */
export type SiteData = {
  /** The site's name: the header's brand, page titles, og:site_name and the outage page. */
  name?: LocalizedText;
  logo?: SiteLogo;
  /** Favicon and app icon (a square PNG or SVG). */
  icon?: StaticImageData;
  /**
   * The header's navigation, in order; without it every collection (or STRAPI_COLLECTIONS) and every page
   * single type. From a Strapi single type, `fallback` (else that generic navigation) stands in when
   * Strapi has no entry in the page's locale or cannot be read.
   */
  navigation?: readonly NavigationItem[] | (StrapiLinks & { fallback?: readonly NavigationItem[] });
  /** The footer; from a Strapi single type, `note` is the path of its line, and `fallback` stands in as for the navigation. */
  footer?: SiteFooter | (StrapiLinks & { note?: string; fallback?: SiteFooter });
  /** The theme's colour for the browser's chrome, per scheme (the `theme-color` meta). */
  themeColor?: { light: string; dark: string };
  /** The model's words per locale code: type names, field labels, enumeration values, component names. */
  words?: Readonly<Record<string, ModelWords>>;
  /** The site's own interface words per locale code, read by its views as the `Site` namespace. */
  messages?: Readonly<Record<string, Record<string, unknown>>>;
};

/** Types a site folder's data; returns it as given. */
export function defineSite(data: SiteData): SiteData {
  return data;
}

/** `text` in `locale`, else in English, else in any locale it has. */
export function localized(text: LocalizedText | undefined, locale: string): string | undefined {
  if (text === undefined || typeof text === 'string') return text;
  return text[locale] ?? text.en ?? Object.values(text)[0];
}
