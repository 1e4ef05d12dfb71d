import type { StrapiClient } from './client';

/**
 * One search over the site, answered by Portico's Strapi plugin (GET /api/portico-guard/search) with the
 * caller's role: visitors find published versions, a member their own drafts too. Text comes as parts, the
 * matched words marked; the page escapes every part like any other text.
 */
export interface SearchPart {
  text: string;
  mark: boolean;
}

export interface SearchType {
  uid: string;
  kind: 'collectionType' | 'singleType';
  pluralName: string;
  singularName: string;
  displayName: string;
}

export interface SearchHit {
  type: SearchType;
  documentId: string;
  locale: string | null;
  status: 'published' | 'draft';
  title: SearchPart[];
  snippet: SearchPart[];
}

export interface SearchMeta {
  query: string;
  locale: string;
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Every type the caller may read that holds a result, with how many. */
  types: (SearchType & { count: number })[];
  /** Words the index did not know, read as the closest word it does. */
  corrected: { from: string; to: string }[];
  /** When nothing was found: a query with the closest known word. */
  suggestion: string | null;
  /** The index could not answer: each type was searched for the exact text. */
  fallback: boolean;
}

export interface SearchQuery {
  q: string;
  locale?: string;
  /** A type's plural (or, for a single type, singular) name. */
  type?: string;
  page?: number;
  pageSize?: number;
}

export async function searchSite(client: StrapiClient, { q, locale, type, page = 1, pageSize = 10 }: SearchQuery) {
  return client.request<{ data: SearchHit[]; meta: SearchMeta }>('/portico-guard/search', {
    params: { q, ...(locale ? { locale } : {}), ...(type ? { types: type } : {}), page, pageSize },
  });
}
