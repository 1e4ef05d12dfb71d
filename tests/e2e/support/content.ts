import { adminToken, strapiUrl } from '../../support/backend';

interface Article {
  documentId: string;
  title: string;
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
