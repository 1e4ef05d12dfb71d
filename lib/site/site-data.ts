import type { StaticImageData } from 'next/image';

/** Words per locale code ("en", "fr"); a plain string is the same in every locale. */
export type LocalizedText = string | Readonly<Record<string, string>>;

/**
 * A collection's list (by pluralName or uid), a single type's page (by singularName or uid), one entry of a collection
 * (`entry`, by its address in the default locale: each locale links its own version, titled by it), or a link of the
 * site's own.
 */
export type NavigationItem =
  | { collection: string; label?: LocalizedText }
  | { page: string; label?: LocalizedText }
  | { entry: string; address: string; label?: LocalizedText }
  | { href: string; label: LocalizedText };

/** Links editors keep in a single type (`from`): `links` is the dotted path of its list, `label` and `href` each link's fields. */
export type StrapiLinks = { from: string; links: string; label: string; href: string };

export type SiteFooter = { links?: readonly { href: string; label: LocalizedText }[]; note?: LocalizedText };

export type SiteLogo = { light: StaticImageData; dark?: StaticImageData };

/** A site folder's data: plain data, so that every layer may read it; what it leaves out stays Portico's default. */
export type SiteData = {
  name?: LocalizedText;
  /** What search engines and link previews say of the site where a page says nothing of its own. */
  description?: LocalizedText;
  logo?: SiteLogo;
  /** Favicon and app icon (a square PNG or SVG). */
  icon?: StaticImageData;
  /** From a single type, `fallback` (else the generic navigation) stands in where Strapi has no entry or cannot be read. */
  navigation?: readonly NavigationItem[] | (StrapiLinks & { fallback?: readonly NavigationItem[] });
  /** From a single type, `note` is the path of its line. */
  footer?: SiteFooter | (StrapiLinks & { note?: string; fallback?: SiteFooter });
  themeColor?: { light: string; dark: string };
  /**
   * The home page: a single type's (by singularName; HOME_SINGLE_TYPE's without it), or one entry of a collection (by
   * pluralName or uid) named by its address in the default locale, shown in each locale's version of it.
   */
  home?: { singleType: string } | { collection: string; address: string };
  words?: Readonly<Record<string, ModelWords>>;
  /** How readers meet each type, by uid; what a type leaves out stays Portico's choice from the schema. */
  types?: Readonly<Record<string, TypeReading>>;
  /** The site's own interface words per locale code, the `Site` namespace of its views. */
  messages?: Readonly<Record<string, Record<string, unknown>>>;
  /**
   * Portico's own words said the site's way, per locale code, then namespace and key of Portico's
   * messages (`Home.title`, `Home.intro`, `Footer.text`, …); a key Portico does not have is left out.
   */
  interfaceWords?: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>>;
};

export function defineSite(data: SiteData): SiteData {
  return data;
}

/** `text` in `locale`, else in English, else in any locale it has. */
export function localized(text: LocalizedText | undefined, locale: string): string | undefined {
  if (text === undefined || typeof text === 'string') return text;
  return text[locale] ?? text.en ?? Object.values(text)[0];
}

/** What Strapi's schema cannot say (one label per field, in no language); what it leaves out falls back to the schema's. */
export interface ModelWords {
  types?: Record<string, TypeWords>;
  fields?: Record<string, Record<string, string>>;
  /** By type or component uid, field name, then stored value. */
  enums?: Record<string, Record<string, Record<string, string>>>;
  components?: Record<string, string>;
}

export interface TypeWords {
  one?: string;
  other?: string;
  /** A line for readers, under the list's heading (Strapi's own description is written for editors and never shown). */
  description?: string;
}

/** The site's choices for one type's pages, in no language: field names of the type. */
export interface TypeReading {
  /** Fields readers never see on the generic page and card (the members' form keeps them). */
  hide?: readonly string[];
  /** The field that names an entry, where Portico's guess (the first required text field) is wrong or finds none. */
  title?: string;
  /** Sort orders beside newest, oldest and the title: each field, both ways. */
  sort?: readonly string[];
  /** The list's filters; without it, every choice, yes/no, date and single relation. */
  filters?: readonly string[];
  /** Fields and relations the list reads for each card beyond its own choice, for a card view that shows them. */
  card?: readonly string[];
  /** The members' form: its parts, and the site's words for its fields. */
  form?: TypeForm;
}

/**
 * The members' form of one type, for a person rather than the model: its sections in order, each a list of fields (a
 * list within it stands side by side), with a legend; an `advanced` one is folded away until opened. A field members
 * write that no section names goes into a folded "More options" at the end, so that none is out of reach.
 */
export interface TypeForm {
  sections: readonly FormSectionChoice[];
  /** By field name: its label, a hint under it and a placeholder in it, in the site's words. */
  fields?: Readonly<Record<string, FormFieldWords>>;
}

export interface FormSectionChoice {
  legend?: LocalizedText;
  advanced?: boolean;
  fields: readonly (string | readonly string[])[];
}

export interface FormFieldWords {
  label?: LocalizedText;
  hint?: LocalizedText;
  placeholder?: LocalizedText;
}
