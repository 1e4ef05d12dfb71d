import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { strapiGet } from '../../../support/backend';
import { apiToken } from '../../support/content';

/**
 * The second content model's seed (tests/atlas-cms/src/bootstrap/seed-content.json, the file
 * its Strapi seeds from) and ways to find its documents in Strapi, so specs name what a reader
 * would see without repeating it.
 */
export type Locale = 'en' | 'de' | 'ja';
export const LOCALES: Locale[] = ['en', 'de', 'ja'];
/** As Strapi names them (the Language navigation shows these). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch', ja: '日本語' };

interface SeedEntry<Version> {
  key: string;
  publish?: boolean;
  versions: Partial<Record<Locale, Version>>;
  draftEdits?: Partial<Record<Locale, Partial<Version>>>;
}
type Component = Record<string, string | number> & { __component?: string };
export type SeedPlace = SeedEntry<{ name: string; slug?: string; summary: string; description?: string; highlights?: Component[] }> & {
  region: string;
  rating?: number;
  photo?: string;
};
export type SeedGuide = SeedEntry<{ headline: string; summary: string; body?: string; stops?: Component[]; sections?: Component[] }> & {
  places?: string[];
  startsAt?: string;
  cover?: string;
  days: number;
};
/** A link of the site menu, the single type the site's header and footer read (sites/atlas/site.ts). */
export type SeedMenuLink = { label: string; url: string };
interface Seed {
  images: { key: string; file: string; alt: string }[];
  places: SeedPlace[];
  guides: SeedGuide[];
  aboutPage: SeedEntry<{ title: string; intro: string; team: Component[] }>;
  siteMenu: SeedEntry<{ headerLinks: SeedMenuLink[]; footerLinks: SeedMenuLink[]; footerNote: string }>;
}

export const seed = JSON.parse(readFileSync(path.resolve('tests/atlas-cms/src/bootstrap/seed-content.json'), 'utf8')) as Seed;

export const seededPlace = (key: string) => seed.places.find((place) => place.key === key)!;
export const seededGuide = (key: string) => seed.guides.find((guide) => guide.key === key)!;
/** The file name Strapi's upload derives its stored name from (atlas-bay.png is stored as /uploads/atlas_bay_<hash>.png). */
export const storedImageName = (key: string) =>
  seed.images
    .find((image) => image.key === key)!
    .file.replace(/\.png$/, '')
    .replace(/-/g, '_');

/** The address prefix of a locale: none for the default (English). */
export const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

type Collection = 'places' | 'guides';
const titleField: Record<Collection, string> = { places: 'name', guides: 'headline' };

/** The documentId of the entry titled `title` in `locale`: published, or with an editor's API token, its draft. */
export async function documentIdOf(collection: Collection, title: string, { locale = 'en', draft = false } = {}): Promise<string> {
  const query = `locale=${locale}&filters[${titleField[collection]}][$eq]=${encodeURIComponent(title)}&fields[0]=${titleField[collection]}`;
  const { data } = await strapiGet<{ data: { documentId: string }[] }>(
    `/${collection}?${query}${draft ? '&status=draft' : ''}`,
    draft ? await apiToken() : undefined,
  );
  if (data.length !== 1) throw new Error(`expected one ${collection} entry titled "${title}" in ${locale}, found ${data.length}`);
  return data[0]!.documentId;
}

/** An entry's page, before the locale's prefix: by its slug where it has one (a place may), else by its documentId. */
export async function pathOf(collection: Collection, title: string, { locale = 'en' } = {}): Promise<string> {
  const query = `locale=${locale}&filters[${titleField[collection]}][$eq]=${encodeURIComponent(title)}`;
  const { data } = await strapiGet<{ data: { documentId: string; slug?: string | null }[] }>(`/${collection}?${query}`);
  if (data.length !== 1) throw new Error(`expected one ${collection} entry titled "${title}" in ${locale}, found ${data.length}`);
  return `/${collection}/${data[0]!.slug || data[0]!.documentId}`;
}

/** The list's cards. */
export const cards = (page: Page) => page.locator('.document-list > li');
