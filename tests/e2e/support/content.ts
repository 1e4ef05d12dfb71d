import { adminToken, strapiUrl } from '../../support/backend';

interface Article {
  documentId: string;
  title: string;
  slug: string;
  level: string;
  publishedOn: string;
}

/** Reads articles straight from Strapi, to compare with what the app shows. */
export async function strapiArticles(query: string): Promise<{ data: Article[]; meta: { pagination: { total: number } } }> {
  const response = await fetch(`${strapiUrl()}/api/articles?${query}`);
  if (!response.ok) throw new Error(`articles answered ${response.status}`);
  return (await response.json()) as { data: Article[]; meta: { pagination: { total: number } } };
}

/** A full-access API token, as an editor would create in Strapi's admin panel. */
export async function apiToken(): Promise<string> {
  const response = await fetch(`${strapiUrl()}/admin/api-tokens`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`, type: 'full-access', lifespan: null }),
  });
  return ((await response.json()) as { data: { accessKey: string } }).data.accessKey;
}

let readToken: Promise<string> | undefined;

/**
 * The documentId of the article a page shows: its address is the article's slug in the page's locale (issue 54).
 * Read with a full-access token, so a draft is found too.
 */
export async function articleIdOf(url: string): Promise<string> {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  const locale = segments[0] === 'articles' ? 'en' : segments[0]!;
  const slug = decodeURIComponent(segments.at(-1)!);
  const token = await (readToken ??= apiToken());
  const response = await fetch(
    `${strapiUrl()}/api/articles?filters[slug][$eq]=${encodeURIComponent(slug)}&locale=${locale}&status=draft&fields[0]=slug`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const found = ((await response.json()) as { data?: { documentId: string }[] }).data?.[0];
  if (!found) throw new Error(`no article at ${url}`);
  return found.documentId;
}
