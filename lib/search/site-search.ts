import 'server-only';
import { getCatalog } from '@/lib/content/catalog';
import { isSearchable } from '@/lib/collections/list-state';
import { strapiClient } from '@/lib/auth/session';
import { errorStatus, findMany, titleAttribute, type StrapiClient } from '@/lib/strapi';
import { searchSite, type SearchHit, type SearchMeta, type SearchQuery } from '@/lib/strapi/search';

/** Strapi's plugin, or on a Strapi without it each collection searched with `$containsi`, at most 50 each, said so. */
export type SiteSearchResult = { status: 'ok'; data: SearchHit[]; meta: SearchMeta } | { status: 'failed' };

const PER_TYPE = 50;

async function withoutPlugin(client: StrapiClient, { q, locale, type, page = 1, pageSize = 10 }: SearchQuery): Promise<SiteSearchResult> {
  const catalog = await getCatalog();
  const found: { hit: SearchHit; uid: string }[] = [];
  const counts = new Map<string, number>();
  for (const collection of catalog.collections) {
    const { attributes, pluralName, singularName, displayName } = collection.schema;
    const fields = Object.entries(attributes)
      .filter(([, attribute]) => isSearchable(attribute))
      .map(([name]) => name);
    if (!fields.length) continue;
    const title = titleAttribute(attributes) ?? fields[0]!;
    const rows = await findMany(client, pluralName, {
      filters: { $or: fields.map((name) => ({ [name]: { $containsi: q } })) },
      ...(collection.schema.pluginOptions?.i18n?.localized ? { locale } : {}),
      pagination: { pageSize: PER_TYPE },
    }).catch(() => ({ data: [] }));
    counts.set(collection.uid, rows.data.length);
    if (type && type !== pluralName) continue;
    for (const row of rows.data) {
      const text = (name: string) => (typeof row[name] === 'string' ? (row[name] as string) : '');
      found.push({
        uid: collection.uid,
        hit: {
          type: { uid: collection.uid, kind: 'collectionType', pluralName, singularName, displayName },
          documentId: row.documentId,
          locale: locale ?? null,
          status: 'published',
          title: [{ text: text(title), mark: false }],
          snippet: [
            {
              text: fields
                .filter((name) => name !== title)
                .map(text)
                .join(' ')
                .slice(0, 180),
              mark: false,
            },
          ],
        },
      });
    }
  }
  const types = catalog.collections
    .filter((collection) => (counts.get(collection.uid) ?? 0) > 0)
    .map((collection) => {
      const { pluralName, singularName, displayName } = collection.schema;
      return {
        uid: collection.uid,
        kind: 'collectionType' as const,
        pluralName,
        singularName,
        displayName,
        count: counts.get(collection.uid)!,
      };
    });
  return {
    status: 'ok',
    data: found.slice((page - 1) * pageSize, page * pageSize).map(({ hit }) => hit),
    meta: {
      query: q,
      locale: locale ?? '',
      total: found.length,
      page,
      pageSize,
      pageCount: Math.ceil(found.length / pageSize),
      types,
      corrected: [],
      suggestion: null,
      fallback: true,
    },
  };
}

/** With the member's token when signed in: their drafts are theirs to find. */
export async function runSiteSearch(query: SearchQuery): Promise<SiteSearchResult> {
  const caller = await strapiClient();
  try {
    return { status: 'ok', ...(await searchSite(caller, query)) };
  } catch (error) {
    const status = errorStatus(error);
    if (status === 404 || status === 403) {
      try {
        return await withoutPlugin(caller, query);
      } catch {
        return { status: 'failed' };
      }
    }
    return { status: 'failed' };
  }
}
