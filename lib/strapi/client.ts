import { isDroppedConnection } from '@/server/outages/dropped-connection.mjs';
import { httpError, isStrapiError, unknownError } from './errors';
import { serializeQuery, type StrapiQuery } from './query';
import { createMemoryStore, type TokenStore } from './token-store';

export const API_PREFIX = '/api';
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Strapi's local upload provider answers paths on its own host; others (S3, Cloudinary) absolute URLs, kept. */
export function resolveMediaUrl(host: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${host.replace(/\/+$/, '')}${url}` : url;
}

export interface StrapiClientOptions {
  url: string;
  prefix?: string;
  tokenStore?: TokenStore;
  timeoutMs?: number;
  fetch?: typeof fetch;
  headers?: Record<string, string>;
}

/** Options some runtimes understand (Next's data cache), passed through. */
export type FetchExtras = Record<string, unknown>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: StrapiQuery | Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  /** undefined: the token store's; null: none. */
  token?: string | null;
  signal?: AbortSignal;
  fetchExtras?: FetchExtras;
}

export class StrapiClient {
  readonly url: string;
  readonly prefix: string;
  readonly tokenStore: TokenStore;
  readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly defaultHeaders: Record<string, string>;

  constructor(options: StrapiClientOptions) {
    this.url = options.url.replace(/\/+$/, '');
    this.prefix = options.prefix ?? API_PREFIX;
    this.tokenStore = options.tokenStore ?? createMemoryStore();
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? ((...args) => fetch(...args));
    this.defaultHeaders = options.headers ?? {};
  }

  get baseUrl(): string {
    return `${this.url}${this.prefix}`;
  }

  buildUrl(path: string, params?: RequestOptions['params']): string {
    const query = serializeQuery(params);
    return `${this.baseUrl}${path.startsWith('/') ? path : `/${path}`}${query ? `?${query}` : ''}`;
  }

  async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const token = options.token === undefined ? await this.tokenStore.get() : options.token;
    const headers: Record<string, string> = { Accept: 'application/json', ...this.defaultHeaders, ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

    const method = options.method ?? 'GET';
    const send = () =>
      this.fetchImpl(this.buildUrl(path, options.params), {
        method,
        headers,
        body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
        signal,
        // Anything sent with a user's token is never put in a shared cache.
        ...(token ? { cache: 'no-store' } : options.fetchExtras),
      } as RequestInit);

    let response: Response;
    try {
      try {
        response = await send();
      } catch (cause) {
        // A read is safe to send again on a fresh connection; a write is not (Strapi may have acted on it).
        if (method !== 'GET' || !isDroppedConnection(cause) || signal.aborted) throw cause;
        response = await send();
      }
    } catch (cause) {
      throw unknownError(timeout.aborted ? { name: 'TimeoutError', message: `Strapi did not answer within ${this.timeoutMs} ms` } : cause);
    }

    if (response.status === 204) return undefined as T;
    return (await this.read(response)) as T;
  }

  /** A POST whose answer is a file: the response once its headers arrive, where the time limit stops. */
  async download(path: string, options: Pick<RequestOptions, 'body' | 'headers'> = {}): Promise<Response> {
    const token = await this.tokenStore.get();
    const headers: Record<string, string> = { ...this.defaultHeaders, ...options.headers, 'Content-Type': 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    let response: Response;
    try {
      response = await this.fetchImpl(this.buildUrl(path), {
        method: 'POST',
        headers,
        body: JSON.stringify(options.body ?? {}),
        signal: controller.signal,
        cache: 'no-store',
      });
    } catch (cause) {
      throw unknownError(
        controller.signal.aborted ? { name: 'TimeoutError', message: `Strapi did not answer within ${this.timeoutMs} ms` } : cause,
      );
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) await this.read(response);
    return response;
  }

  private async read(response: Response): Promise<unknown> {
    let body: unknown;
    try {
      const text = await response.text();
      body = text ? JSON.parse(text) : undefined;
    } catch (cause) {
      if (!response.ok) throw httpError(response.status, response.statusText, undefined);
      throw unknownError(cause);
    }
    if (!response.ok) {
      // Spec §8: the response body is the error, as Strapi sent it.
      throw isStrapiError(body) ? body : httpError(response.status, response.statusText, body);
    }
    return body;
  }
}
