/**
 * One error type for everything that goes wrong talking to Strapi (spec §8):
 * - Strapi answered with an error: its body, as it is ({data:null, error:{status,name,message,details}});
 * - nothing answered (refused, reset, DNS, timeout): the same shape with status 500 and name UnknownError.
 */
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

/** The error raised when no answer arrived. */
export function unknownError(cause: unknown): StrapiErrorBody {
  // Duck-typed rather than instanceof Error: errors from another realm (a worker, a VM context) count too.
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

/**
 * An answer whose body is not Strapi's error shape (a proxy's HTML 502, say) still becomes one,
 * keeping the real status so callers can tell a 502 from a 401.
 */
export function httpError(status: number, statusText: string, body: unknown): StrapiErrorBody {
  return {
    data: null,
    error: { status, name: status >= 500 ? 'ServerError' : 'HttpError', message: statusText || `HTTP ${status}`, details: { body } },
  };
}

export function errorStatus(error: unknown): number | undefined {
  return isStrapiError(error) ? error.error.status : undefined;
}
