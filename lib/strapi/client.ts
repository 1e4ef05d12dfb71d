import { isDroppedConnection } from '@/server/outages/dropped-connection.mjs';
import { httpError, isStrapiError, unknownError } from './errors';
import { serializeQuery, type StrapiQuery } from './query';
import { createMemoryStore, type TokenStore } from './token-store';

export const API_PREFIX = '/api';
export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Strapi's local upload provider answers /uploads/... relative to its own host; other providers
 * (S3, Cloudinary) answer absolute URLs, which are kept.
 */
export function resolveMediaUrl(host: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${host.replace(/\/+$/, '')}${url}` : url;
}

export interface StrapiClientOptions {
  /** Strapi's address (the app's is the STRAPI_URL setting). */
  url: string;
  prefix?: string;
  tokenStore?: TokenStore;
  /** Abort a call that has not answered after this long (ms). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Sent with every request, e.g. X-Forwarded-For with the visitor's address. */
  headers?: Record<string, string>;
}

/** Extra fetch options that some runtimes understand (Next's data cache); passed through untouched. */
export type FetchExtras = Record<string, unknown>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: StrapiQuery | Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  /** undefined: use the token store; null: send no token; a string: send this token. */
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

  /** {host}/api */
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
        // A read is safe to send once more, on a fresh connection; a write is not (Strapi may have
        // acted on it), so it fails and the form keeps its values.
        if (method !== 'GET' || !isDroppedConnection(cause) || signal.aborted) throw cause;
        response = await send();
      }
    } catch (cause) {
      throw unknownError(timeout.aborted ? { name: 'TimeoutError', message: `Strapi did not answer within ${this.timeoutMs} ms` } : cause);
    }

    if (response.status === 204) return undefined as T;
    return (await this.read(response)) as T;
  }

  /**
   * A POST whose answer is a file, streamed: the response as soon as its headers arrive (the time limit stops
   * there; the body may take as long as it takes), or Strapi's error, thrown as request() throws it.
   */
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

  /** The JSON body; Strapi's error when the status is one. */
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
