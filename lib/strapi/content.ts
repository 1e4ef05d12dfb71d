import type { FetchExtras, StrapiClient } from './client';
import { errorStatus } from './errors';
import type { StrapiQuery } from './query';
import type { ListResponse, SingleResponse, StrapiDocument, StrapiMedia } from './types';

// Spec §7: `collection` is a pluralName, a single type's its singularName.
export interface ReadOptions {
  fetchExtras?: FetchExtras;
  /** null reads anonymously even when a token is stored (cacheable public reads). */
  token?: string | null;
}

const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join('/')}`;

export function findMany<T = StrapiDocument>(client: StrapiClient, collection: string, query?: StrapiQuery, options: ReadOptions = {}) {
  return client.request<ListResponse<T>>(path(collection), { params: query, ...options });
}

export function findOne<T = StrapiDocument>(
  client: StrapiClient,
  collection: string,
  documentId: string,
  query?: StrapiQuery,
  options: ReadOptions = {},
) {
  return client.request<SingleResponse<T>>(path(collection, documentId), { params: query, ...options });
}

export function create<T = StrapiDocument>(client: StrapiClient, collection: string, data: Record<string, unknown>, query?: StrapiQuery) {
  return client.request<SingleResponse<T>>(path(collection), { method: 'POST', body: { data }, params: query });
}

export function update<T = StrapiDocument>(
  client: StrapiClient,
  collection: string,
  documentId: string,
  data: Record<string, unknown>,
  query?: StrapiQuery,
) {
  return client.request<SingleResponse<T>>(path(collection, documentId), { method: 'PUT', body: { data }, params: query });
}

export function remove(client: StrapiClient, collection: string, documentId: string, query?: StrapiQuery): Promise<void> {
  return client.request<void>(path(collection, documentId), { method: 'DELETE', params: query });
}

/** Strapi has no such route: the portico-guard plugin adds it. */
export function unpublish(client: StrapiClient, collection: string, documentId: string, query?: StrapiQuery): Promise<void> {
  return client.request<void>(path(collection, documentId, 'unpublish'), { method: 'POST', params: query });
}

export function findSingle<T = StrapiDocument>(client: StrapiClient, singularName: string, query?: StrapiQuery, options: ReadOptions = {}) {
  return client.request<SingleResponse<T>>(path(singularName), { params: query, ...options });
}

/** One file a request: the plugin refuses a body past one file's limit before reading it. */
export async function upload(client: StrapiClient, file: Blob, fileInfo?: { name?: string; alternativeText?: string; caption?: string }) {
  const form = new FormData();
  form.append('files', file, 'name' in file && typeof file.name === 'string' ? file.name : 'upload');
  if (fileInfo) form.append('fileInfo', JSON.stringify(fileInfo));
  const [created] = await client.request<StrapiMedia[]>('/upload', { method: 'POST', body: form });
  if (!created) throw new Error('Strapi stored no file');
  return created;
}

export function removeFile(client: StrapiClient, id: number): Promise<void> {
  return client.request<void>(`/upload/files/${id}`, { method: 'DELETE' });
}

/** The plugin's route; a Strapi without it answers 404, or 403 without the grant. */
export async function ownImages(client: StrapiClient): Promise<Record<string, unknown>[]> {
  const answer = await client.request<{ data?: unknown }>('/portico-guard/uploads/mine');
  return Array.isArray(answer?.data) ? (answer.data as Record<string, unknown>[]) : [];
}

/** The entry that left an address of its type (the plugin's route), or null; a Strapi without the route knows of none. */
export async function formerAddressOwner(
  client: StrapiClient,
  uid: string,
  address: string,
  locale: string | undefined,
  options: ReadOptions = {},
): Promise<string | null> {
  try {
    const answer = await client.request<{ data?: { documentId?: unknown } }>('/portico-guard/addresses', {
      params: { type: uid, path: address, locale: locale ?? '' },
      ...options,
    });
    return typeof answer?.data?.documentId === 'string' ? answer.data.documentId : null;
  } catch (error) {
    if ([403, 404].includes(errorStatus(error) ?? 0)) return null;
    throw error;
  }
}

/** Every address an entry has left (the plugin's route), for expiring the pages stored at them. */
export async function formerAddresses(client: StrapiClient, uid: string, documentId: string): Promise<string[]> {
  try {
    const answer = await client.request<{ data?: { paths?: unknown } }>('/portico-guard/addresses', {
      params: { type: uid, documentId },
      fetchExtras: { cache: 'no-store' },
    });
    const paths = answer?.data?.paths;
    return Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string') : [];
  } catch (error) {
    if ([403, 404].includes(errorStatus(error) ?? 0)) return [];
    throw error;
  }
}
