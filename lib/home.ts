import 'server-only';
import { getCatalog, PUBLIC_READ } from './catalog';
import { publicStrapiClient } from './session';
import { errorStatus, findSingle, populateAll, type ContentType, type StrapiDocument } from './strapi';

const homeSingularName = process.env.HOME_SINGLE_TYPE || 'homepage';

/** The home page's content: the configured single type (homepage by default), when the backend has one. */
export async function getHomepage(): Promise<{ type: ContentType; document: StrapiDocument } | null> {
  const catalog = await getCatalog();
  const type = catalog.singleTypes.find((candidate) => candidate.schema.singularName === homeSingularName);
  if (!type) return null;
  try {
    const response = await findSingle(
      publicStrapiClient(),
      type.schema.singularName,
      { populate: populateAll(type.schema.attributes, catalog.components, catalog.types) },
      PUBLIC_READ,
    );
    return { type, document: response.data };
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}
