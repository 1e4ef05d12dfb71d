import 'server-only';
import { HOME_TAG } from '@/server/shared/contract.mjs';
import { homeSingleType } from '@/lib/config';
import { publicRead } from '@/lib/expiry/public-read';
import { getCatalog } from './catalog';
import { localeParam } from '@/lib/i18n/request-locale';
import { publicStrapiClient } from '@/lib/strapi/request-clients';
import { draftReader } from '@/lib/preview/draft-reads';
import { errorStatus, findSingle, populateAll, type ContentType, type StrapiDocument } from '@/lib/strapi';

const homeSingularName = homeSingleType;

/** The single type shown on the home page (HOME_SINGLE_TYPE, "homepage" by default). */
export const isHomeType = (type: ContentType) => type.schema.kind === 'singleType' && type.schema.singularName === homeSingularName;

/** The home page's content: the configured single type (homepage by default), when the backend has one. */
export async function getHomepage(): Promise<{ type: ContentType; document: StrapiDocument } | null> {
  const catalog = await getCatalog();
  const type = catalog.singleTypes.find(isHomeType);
  if (!type) return null;
  // In preview, the draft (read with the preview token, never cached); otherwise the shared public read.
  const preview = await draftReader();
  try {
    const response = await findSingle(
      preview?.client ?? publicStrapiClient(),
      type.schema.singularName,
      { populate: populateAll(type.schema.attributes, catalog.components, catalog.types), ...(await localeParam(type)), ...preview?.query },
      preview?.options ?? publicRead([HOME_TAG]),
    );
    return { type, document: response.data };
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}
