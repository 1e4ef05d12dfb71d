import type { StrapiClient } from './client';

// Portico's plugin answers with the caller's role (a member finds their own drafts too); the page escapes every part.
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
  /** A published entry's uid field, where its type has one: its page's address. */
  address?: string;
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
  types: (SearchType & { count: number })[];
  /** Words the index did not know, read as the closest word it does. */
  corrected: { from: string; to: string }[];
  suggestion: string | null;
  /** The index could not answer: each type was searched for the exact text. */
  fallback: boolean;
}

export interface SearchQuery {
  q: string;
  locale?: string;
  type?: string;
  page?: number;
  pageSize?: number;
}

export async function searchSite(client: StrapiClient, { q, locale, type, page = 1, pageSize = 10 }: SearchQuery) {
  return client.request<{ data: SearchHit[]; meta: SearchMeta }>('/portico-guard/search', {
    params: { q, ...(locale ? { locale } : {}), ...(type ? { types: type } : {}), page, pageSize },
  });
}
