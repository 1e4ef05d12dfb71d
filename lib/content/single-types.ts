import 'server-only';
import { cache } from 'react';
import { singleTypePageTag } from '@/lib/expiry/change-tags';
import { publicRead } from '@/lib/expiry/public-read';
import { localeParam } from '@/lib/i18n/request-locale';
import { publicStrapiClient } from '@/lib/strapi/request-clients';
import { errorStatus, findSingle, populateAll, type ContentType, type StrapiDocument } from '@/lib/strapi';
import { getCatalog, type Catalog } from './catalog';
import { isHomeType } from './home';
import { linkSources } from '@/lib/site/active';

// Each single type but the home page's has a page at /{singularName}; a collection's plural name wins (they never meet).

/** Every browsable one but the home page's and those the header and footer read. */
export function pageSingleTypes(catalog: Catalog): ContentType[] {
  const linksOnly = (type: ContentType) => linkSources.includes(type.uid) || linkSources.includes(type.schema.singularName);
  return catalog.singleTypes.filter((type) => !isHomeType(type) && !linksOnly(type));
}

export const resolveSingleTypePage = cache(async (segment: string): Promise<{ type: ContentType; catalog: Catalog } | null> => {
  const catalog = await getCatalog();
  if (catalog.collections.some((collection) => collection.schema.pluralName === segment)) return null;
  const type = pageSingleTypes(catalog).find((candidate) => candidate.schema.singularName === segment);
  return type ? { type, catalog } : null;
});

/** Read as a visitor (cached and shared), every field populated; null when Strapi has none in this locale. */
export const readSingleType = cache(async (type: ContentType, catalog: Catalog): Promise<StrapiDocument | null> => {
  const singularName = type.schema.singularName;
  try {
    const locale = await localeParam(type);
    const populate = populateAll(type.schema.attributes, catalog.components, catalog.types);
    // The locales it has a version in, for the Language navigation.
    const withTranslations =
      locale.locale && typeof populate === 'object' ? { ...populate, localizations: { fields: ['locale'] } } : populate;
    const response = await findSingle(
      publicStrapiClient(),
      singularName,
      { populate: withTranslations, ...locale },
      publicRead([singleTypePageTag(singularName)]),
    );
    return response.data;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
});
