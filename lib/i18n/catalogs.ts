/**
 * Portico's own words, one catalog per language in messages/{code}.json (en.json is the reference:
 * every other catalog has exactly its keys; lib/i18n/catalogs.test.ts checks). A Strapi locale
 * uses the catalog of its code (pt-BR.json), else of its language (pt.json), else English.
 * Adding a language is adding its file: nothing else names them.
 */
import { catalogCandidates, DEFAULT_CATALOG, isCatalogCode } from '@/server/locales/catalogs.mjs';

export type Messages = Record<string, unknown>;

export { catalogCandidates, DEFAULT_CATALOG };

/** The messages for a locale code, from the first catalog file that exists. */
export async function loadCatalog(code: string | undefined): Promise<{ catalog: string; messages: Messages }> {
  for (const candidate of catalogCandidates(code)) {
    if (!isCatalogCode(candidate)) continue;
    try {
      const loaded = (await import(`../../messages/${candidate}.json`)) as { default: Messages };
      return { catalog: candidate, messages: loaded.default };
    } catch {
      // No catalog for this code: try the next one.
    }
  }
  const fallback = (await import('../../messages/en.json')) as { default: Messages };
  return { catalog: DEFAULT_CATALOG, messages: fallback.default };
}

/** Only the named namespaces of a catalog: what client components are given (no ICU runtime in the browser). */
export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  return Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]));
}
