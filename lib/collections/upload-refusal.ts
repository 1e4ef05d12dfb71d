import { errorStatus, isStrapiError } from '@/lib/strapi';
import type { Translate } from '@/lib/i18n/interpolate';

/** Its type (415), or its size, pixels or the member's quota (413), in Strapi's words; null for any other error. */
export function uploadRefusal(error: unknown, say: Translate): string | null {
  const status = errorStatus(error);
  if (status !== 413 && status !== 415) return null;
  if (isStrapiError(error) && error.error.message && !/^(Payload Too Large|Unsupported Media Type)$/i.test(error.error.message))
    return error.error.message;
  return status === 415 ? say('fileType') : say('fileTooLarge');
}
