import type { Catalog, ContentType } from '@/lib/strapi/schema';
import type { TypeReading } from '@/lib/site/site-data';

const known = (type: ContentType, names: readonly string[] | undefined) =>
  names?.filter((name) => Object.hasOwn(type.schema.attributes, name));

function withTypeReading(type: ContentType, reading: TypeReading | undefined): ContentType {
  if (!reading) return type;
  const hide = new Set(reading.hide ?? []);
  const title = reading.title && Object.hasOwn(type.schema.attributes, reading.title) ? reading.title : undefined;
  const attributes = Object.fromEntries(
    Object.entries(type.schema.attributes).map(([name, attribute]) => [
      name,
      hide.has(name) || name === title
        ? { ...attribute, ...(hide.has(name) && { hidden: true }), ...(name === title && { isTitle: true }) }
        : attribute,
    ]),
  );
  const listing = { sort: known(type, reading.sort), filters: known(type, reading.filters), card: known(type, reading.card) };
  return { ...type, listing, ...(reading.form && { form: reading.form }), schema: { ...type.schema, attributes } };
}

/** The site folder's choices for readers (a misspelt field name is left out), on copies: the catalog read from Strapi is shared. */
export function withReading(catalog: Catalog, reading: Readonly<Record<string, TypeReading>> = {}): Catalog {
  if (Object.keys(reading).length === 0) return catalog;
  const types = new Map(
    [...catalog.types].map(([uid, type]) => [uid, withTypeReading(type, Object.hasOwn(reading, uid) ? reading[uid] : undefined)]),
  );
  const same = (type: ContentType) => types.get(type.uid) ?? type;
  return { ...catalog, collections: catalog.collections.map(same), singleTypes: catalog.singleTypes.map(same), types };
}
