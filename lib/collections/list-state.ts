import { firstValue } from '@/server/shared/first-value.mjs';
import { parseDateInput } from '../i18n/format';
import type { Filters, StrapiQuery } from '../strapi/query';
import { titleAttribute, type Attribute, type Attributes, type ContentType } from '../strapi/schema';

// In the URL (shareable, Back works): ?q=…&sort=field:asc&page=2&f.level=advanced&f.publishedOn.from=…, checked against the schema.
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export interface ListState {
  q: string;
  sort?: { field: string; direction: 'asc' | 'desc' };
  page: number;
  pageSize: number;
  equals: Record<string, string>;
  /** Both ends inclusive. */
  ranges: Record<string, { from?: string; to?: string }>;
}

const SORTABLE = new Set([
  'string',
  'text',
  'email',
  'uid',
  'integer',
  'biginteger',
  'float',
  'decimal',
  'date',
  'datetime',
  'time',
  'boolean',
  'enumeration',
]);
const SEARCHABLE = new Set(['string', 'text', 'email', 'uid']);
const DATE_LIKE = new Set(['date', 'datetime']);

const isSortable = (attribute: Attribute | undefined) => attribute !== undefined && SORTABLE.has(attribute.type) && !attribute.private;
export const isSearchable = (attribute: Attribute) => SEARCHABLE.has(attribute.type) && !attribute.private;
export const isSingleRelation = (attribute: Attribute): attribute is Extract<Attribute, { type: 'relation' }> =>
  attribute.type === 'relation' &&
  (attribute.relation === 'manyToOne' || attribute.relation === 'oneToOne') &&
  attribute.target.startsWith('api::');

/** What a list reads of its type: the fields, and the site folder's choices. */
export type ListModel = { schema: { attributes: Attributes }; listing?: ContentType['listing'] };

/**
 * The orders a reader uses: newest and oldest (always), the title, and the fields the site folder
 * names; not every field of the model ("Slug (A–Z)").
 */
export function sortableFields({ schema: { attributes }, listing }: ListModel): string[] {
  const title = titleAttribute(attributes);
  const named = [...(title ? [title] : []), ...(listing?.sort ?? [])];
  return [...new Set(named)].filter((name) => isSortable(attributes[name]));
}

/** The site folder's filters, else every choice, yes/no, date and single relation a reader may filter by. */
export function filterableAttributes({ schema: { attributes }, listing }: ListModel) {
  const entries = Object.entries(attributes).filter(
    ([name, attribute]) => !attribute.private && (!listing?.filters || listing.filters.includes(name)),
  );
  return {
    enumerations: entries.filter(([, attribute]) => attribute.type === 'enumeration') as [
      string,
      Extract<Attribute, { type: 'enumeration' }>,
    ][],
    booleans: entries.filter(([, attribute]) => attribute.type === 'boolean').map(([name]) => name),
    dates: entries.filter(([, attribute]) => DATE_LIKE.has(attribute.type)).map(([name]) => name),
    relations: entries.filter(([, attribute]) => isSingleRelation(attribute)) as [string, Extract<Attribute, { type: 'relation' }>][],
  };
}

type SearchParams = Record<string, string | string[] | undefined>;

/** `locale`: the page's, in whose order a date filter may be typed (the canonical address holds ISO dates). */
export function parseListState(params: SearchParams, model: ListModel, maxPageSize = 100, locale = 'en'): ListState {
  const page = Math.max(1, Math.floor(Number(firstValue(params.page)) || 1));
  const requestedSize = Math.floor(Number(firstValue(params.pageSize)) || DEFAULT_PAGE_SIZE);
  const pageSize = Math.min(Math.max(1, requestedSize), maxPageSize);
  const [sortField, sortDirection] = (firstValue(params.sort) ?? '').split(':');
  const sort =
    sortField && sortableFields(model).includes(sortField) && (sortDirection === 'asc' || sortDirection === 'desc')
      ? { field: sortField, direction: sortDirection as 'asc' | 'desc' }
      : sortField === 'createdAt' || sortField === 'updatedAt'
        ? { field: sortField, direction: sortDirection === 'asc' ? ('asc' as const) : ('desc' as const) }
        : undefined;

  const { enumerations, booleans, dates, relations } = filterableAttributes(model);
  const equals: Record<string, string> = {};
  for (const [name, attribute] of enumerations) {
    const value = firstValue(params[`f.${name}`]);
    if (value && attribute.enum.includes(value)) equals[name] = value;
  }
  for (const name of booleans) {
    const value = firstValue(params[`f.${name}`]);
    if (value === 'true' || value === 'false') equals[name] = value;
  }
  for (const [name] of relations) {
    const value = firstValue(params[`f.${name}`]);
    if (value && /^[a-z0-9]{1,64}$/i.test(value)) equals[name] = value;
  }
  const ranges: ListState['ranges'] = {};
  for (const name of dates) {
    const from = firstValue(params[`f.${name}.from`]);
    const to = firstValue(params[`f.${name}.to`]);
    const range = { from: from ? parseDateInput(from, locale) : undefined, to: to ? parseDateInput(to, locale) : undefined };
    if (range.from || range.to) ranges[name] = range;
  }
  // Trimmed again after the cut, so the canonical address of a long search is a fixed point.
  return { q: (firstValue(params.q) ?? '').trim().slice(0, 200).trimEnd(), sort, page, pageSize, equals, ranges };
}

export function listStateToQuery(state: ListState, changes: Partial<ListState> = {}): string {
  const next = { ...state, ...changes };
  const query = new URLSearchParams();
  if (next.q) query.set('q', next.q);
  if (next.sort) query.set('sort', `${next.sort.field}:${next.sort.direction}`);
  for (const [name, value] of Object.entries(next.equals)) query.set(`f.${name}`, value);
  for (const [name, range] of Object.entries(next.ranges)) {
    if (range.from) query.set(`f.${name}.from`, range.from);
    if (range.to) query.set(`f.${name}.to`, range.to);
  }
  if (next.pageSize !== DEFAULT_PAGE_SIZE) query.set('pageSize', String(next.pageSize));
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Left as they are, and never stored by the page server. */
const PASSED_THROUGH = new Set(['notice', 'status']);

/** Null when the request already asks for it: the page redirects anything else, so the store holds one address a state. */
export function canonicalListQuery(params: SearchParams, state: ListState): string | null {
  const given: [string, string][] = [];
  const passed = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      if (PASSED_THROUGH.has(name)) passed.append(name, item);
      else given.push([name, item]);
    }
  }
  const canonical = [...new URLSearchParams(listStateToQuery(state))];
  const same =
    given.length === canonical.length &&
    given.every(([name, value], index) => canonical[index]![0] === name && canonical[index]![1] === value);
  if (same) return null;
  const query = new URLSearchParams([...canonical, ...passed]).toString();
  return query ? `?${query}` : '';
}

export function listFilters(state: ListState, attributes: Attributes): Filters | undefined {
  const clauses: Filters[] = [];
  const searchable = Object.entries(attributes)
    .filter(([, attribute]) => isSearchable(attribute))
    .map(([name]) => name);
  if (state.q && searchable.length) clauses.push({ $or: searchable.map((name) => ({ [name]: { $containsi: state.q } })) });
  for (const [name, value] of Object.entries(state.equals)) {
    const attribute = attributes[name];
    if (attribute?.type === 'relation') clauses.push({ [name]: { documentId: { $eq: value } } });
    else clauses.push({ [name]: { $eq: attribute?.type === 'boolean' ? value === 'true' : value } });
  }
  for (const [name, range] of Object.entries(state.ranges)) {
    const datetime = attributes[name]?.type === 'datetime';
    if (range.from) clauses.push({ [name]: { $gte: datetime ? `${range.from}T00:00:00.000Z` : range.from } });
    if (range.to) clauses.push({ [name]: { $lte: datetime ? `${range.to}T23:59:59.999Z` : range.to } });
  }
  if (clauses.length === 0) return undefined;
  return clauses.length === 1 ? clauses[0] : { $and: clauses };
}

export function listQuery(state: ListState, attributes: Attributes, shape: Pick<StrapiQuery, 'fields' | 'populate'>): StrapiQuery {
  return {
    ...shape,
    filters: listFilters(state, attributes),
    sort: state.sort ? [`${state.sort.field}:${state.sort.direction}`] : ['createdAt:desc'],
    pagination: { page: state.page, pageSize: state.pageSize, withCount: true },
  };
}
