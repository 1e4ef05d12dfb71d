import { errorStatus, isStrapiError } from '@/lib/strapi';
import type { Translate } from '@/lib/i18n/interpolate';

/**
 * Why Strapi refused a file, to show beside its field: its type (415) or its size, its pixels or
 * the member's quota (413); null for any other error. Strapi's message (portico-guard's) names the
 * file and the limit (and stays as Strapi wrote it); `say` words the app's own (the catalogs' "SaveErrors").
 */
export function uploadRefusal(error: unknown, say: Translate): string | null {
  const status = errorStatus(error);
  if (status !== 413 && status !== 415) return null;
  if (isStrapiError(error) && error.error.message && !/^(Payload Too Large|Unsupported Media Type)$/i.test(error.error.message))
    return error.error.message;
  return status === 415 ? say('fileType') : say('fileTooLarge');
}
