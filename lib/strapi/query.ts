import qs from 'qs';

export type Filters = {
  [field: string]: unknown;
  $and?: Filters[];
  $or?: Filters[];
  $not?: Filters;
};

export type Populate = string | string[] | { [field: string]: boolean | '*' | PopulateEntry };
export interface PopulateEntry {
  fields?: string[];
  populate?: Populate;
  filters?: Filters;
  sort?: string | string[];
  on?: Record<string, PopulateEntry | boolean>;
}

export type Pagination =
  { page?: number; pageSize?: number; withCount?: boolean } | { start?: number; limit?: number; withCount?: boolean };

export interface StrapiQuery {
  filters?: Filters;
  sort?: string | string[];
  pagination?: Pagination;
  populate?: Populate;
  fields?: string[];
  status?: 'draft' | 'published';
  locale?: string;
  [extra: string]: unknown;
}

export function serializeQuery(query: StrapiQuery | Record<string, unknown> | undefined): string {
  if (!query) return '';
  return qs.stringify(query, { encodeValuesOnly: true, skipNulls: true });
}
