import type { StrapiClient } from './client';
import type { ReadOptions } from './content';
import { plainName } from '@/server/locales/locale-names.mjs';

export interface StrapiLocale {
  code: string;
  name: string;
  isDefault: boolean;
}

/** Needs plugin::i18n.locales.listLocales. */
export async function fetchLocales(client: StrapiClient, options: ReadOptions = {}): Promise<StrapiLocale[]> {
  const locales = await client.request<StrapiLocale[]>('/i18n/locales', { token: null, fetchExtras: options.fetchExtras });
  return locales.map(({ code, name, isDefault }) => ({ code, name: plainName(name, code), isDefault: Boolean(isDefault) }));
}
