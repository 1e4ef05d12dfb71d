// Spec §8: Strapi's error body as it is, or the same shape with status 500 and UnknownError when nothing answered.
export interface StrapiErrorBody {
  data: null;
  error: {
    status: number;
    name: string;
    message: string;
    details?: unknown;
  };
}

export function isStrapiError(value: unknown): value is StrapiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { data?: unknown; error?: unknown };
  if (candidate.data !== null || typeof candidate.error !== 'object' || candidate.error === null) return false;
  const error = candidate.error as { status?: unknown; name?: unknown; message?: unknown };
  return typeof error.status === 'number' && typeof error.name === 'string' && typeof error.message === 'string';
}

export function unknownError(cause: unknown): StrapiErrorBody {
  // Duck-typed: errors from another realm (a worker, a VM context) count too.
  const isErrorLike = typeof cause === 'object' && cause !== null && typeof (cause as { message?: unknown }).message === 'string';
  const message = isErrorLike ? (cause as Error).message : String(cause);
  const details: Record<string, unknown> = {};
  if (isErrorLike) {
    const { name, cause: inner } = cause as { name?: unknown; cause?: { code?: unknown } };
    if (typeof name === 'string') details.name = name;
    if (typeof inner?.code === 'string') details.code = inner.code;
  }
  return { data: null, error: { status: 500, name: 'UnknownError', message, details } };
}

/** A body that is not Strapi's (a proxy's 502 page) keeps its status, so callers can tell a 502 from a 401. */
export function httpError(status: number, statusText: string, body: unknown): StrapiErrorBody {
  return {
    data: null,
    error: { status, name: status >= 500 ? 'ServerError' : 'HttpError', message: statusText || `HTTP ${status}`, details: { body } },
  };
}

export function errorStatus(error: unknown): number | undefined {
  return isStrapiError(error) ? error.error.status : undefined;
}
