import type { Populate, PopulateEntry } from '../strapi/query';
import { addressAttribute, linkFields, titleAttribute, type Attribute, type ContentType } from '../strapi/schema';
import { isSingleRelation } from './list-state';

/** Chosen from the schema, and the query asks for exactly those fields. */
export interface ListShape {
  title?: string;
  summary?: string;
  thumbnail?: string;
  facts: string[];
  relations: { name: string; target: string; targetTitle?: string }[];
  fields: string[];
  populate: Populate;
}

const FACT_TYPES = new Set(['enumeration', 'date', 'datetime', 'boolean', 'integer', 'biginteger', 'float', 'decimal']);

export function listShape(type: ContentType, types: Map<string, ContentType>): ListShape {
  const entries = Object.entries(type.schema.attributes).filter(([, attribute]) => !attribute.private && !attribute.hidden);
  const title = titleAttribute(type.schema.attributes);
  const summary = entries.find(([, attribute]) => attribute.type === 'text')?.[0];
  const thumbnail = entries.find(([, attribute]) => attribute.type === 'media' && !attribute.multiple)?.[0];
  const facts = entries
    .filter(([, attribute]) => FACT_TYPES.has(attribute.type))
    .slice(0, 4)
    .map(([name]) => name);
  const relations = entries
    .filter(([, attribute]) => isSingleRelation(attribute))
    .map(([name, attribute]) => {
      const target = (attribute as Extract<Attribute, { type: 'relation' }>).target;
      const targetType = types.get(target);
      return { name, target, targetTitle: targetType ? titleAttribute(targetType.schema.attributes) : undefined };
    });

  const populate: Record<string, { fields: string[] }> = {};
  if (thumbnail) populate[thumbnail] = { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] };
  for (const relation of relations) populate[relation.name] = { fields: linkFields(types.get(relation.target)) };

  // What the site's card view reads beyond Portico's choice: plain fields, or the title of a relation or a media's own fields.
  const attributes = type.schema.attributes;
  const extra = type.listing?.card ?? [];
  for (const name of extra) {
    const attribute = attributes[name];
    if (attribute?.type === 'media') populate[name] = { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] };
    else if (attribute?.type === 'relation' && !populate[name]) {
      populate[name] = { fields: linkFields(types.get(attribute.target)) };
    }
  }
  const plain = extra.filter(
    (name) => attributes[name] && !['media', 'relation', 'component', 'dynamiczone'].includes(attributes[name].type),
  );
  // The address, for the card's link.
  const fields = [title, addressAttribute(attributes), summary, ...facts, ...plain].filter((name): name is string => Boolean(name));
  return { title, summary, thumbnail, facts, relations, fields: [...new Set(fields)], populate };
}

export function cardRead(type: ContentType, types: Map<string, ContentType>): PopulateEntry {
  const shape = listShape(type, types);
  return { ...(shape.fields.length ? { fields: shape.fields } : {}), populate: shape.populate };
}
