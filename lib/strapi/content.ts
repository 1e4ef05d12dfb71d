import type { FetchExtras, StrapiClient } from './client';
import type { StrapiQuery } from './query';
import type { ListResponse, SingleResponse, StrapiDocument, StrapiMedia } from './types';

/**
 * Generic content calls (spec §7). `collection` is a pluralName (articles) and single types use
 * their singularName (homepage). Create and update wrap the payload in {data}.
 */
export interface ReadOptions {
  /** Passed to fetch when no token is sent, e.g. Next's { next: { tags, revalidate } }. */
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

/** Strapi 5 answers 204 with no body. */
export function remove(client: StrapiClient, collection: string, documentId: string, query?: StrapiQuery): Promise<void> {
  return client.request<void>(path(collection, documentId), { method: 'DELETE', params: query });
}

/**
 * Takes a published document back to draft. Strapi's content API has no such route of its own:
 * the portico-guard plugin adds `POST /{collection}/{documentId}/unpublish` (see docs/deployment.md).
 */
export function unpublish(client: StrapiClient, collection: string, documentId: string, query?: StrapiQuery): Promise<void> {
  return client.request<void>(path(collection, documentId, 'unpublish'), { method: 'POST', params: query });
}

export function findSingle<T = StrapiDocument>(client: StrapiClient, singularName: string, query?: StrapiQuery, options: ReadOptions = {}) {
  return client.request<SingleResponse<T>>(path(singularName), { params: query, ...options });
}

/**
 * Uploads one file to Strapi's media library (POST /upload, multipart field "files"); answers the
 * created file. One file a request: a member's upload request may carry at most one file's limit
 * (the portico-guard plugin refuses a bigger body before reading it).
 */
export async function upload(client: StrapiClient, file: Blob, fileInfo?: { name?: string; alternativeText?: string; caption?: string }) {
  const form = new FormData();
  form.append('files', file, 'name' in file && typeof file.name === 'string' ? file.name : 'upload');
  if (fileInfo) form.append('fileInfo', JSON.stringify(fileInfo));
  const [created] = await client.request<StrapiMedia[]>('/upload', { method: 'POST', body: form });
  if (!created) throw new Error('Strapi stored no file');
  return created;
}

/** Deletes a file from the media library (DELETE /upload/files/:id): a member only their own. */
export function removeFile(client: StrapiClient, id: number): Promise<void> {
  return client.request<void>(`/upload/files/${id}`, { method: 'DELETE' });
}

/**
 * The signed-in member's own images, newest first (GET /portico-guard/uploads/mine): a route of the
 * portico-guard plugin, which reads the owner from the token. A Strapi without it answers 404 (or
 * 403 when the authenticated role lacks `plugin::portico-guard.uploads.mine`).
 */
export async function ownImages(client: StrapiClient): Promise<Record<string, unknown>[]> {
  const answer = await client.request<{ data?: unknown }>('/portico-guard/uploads/mine');
  return Array.isArray(answer?.data) ? (answer.data as Record<string, unknown>[]) : [];
}
