import Link from 'next/link';
import { humanize } from '@/lib/collections/form-fields';
import { filterableAttributes, isSortable, PAGE_SIZES, type ListState } from '@/lib/collections/list-state';
import type { Attributes } from '@/lib/strapi';

export interface RelationChoices {
  name: string;
  options: { documentId: string; label: string }[];
}

function sortLabels(name: string, type: string): [string, string] {
  const label = humanize(name);
  if (type === 'date' || type === 'datetime' || type === 'time') return [`${label} (oldest first)`, `${label} (newest first)`];
  if (['integer', 'biginteger', 'float', 'decimal'].includes(type)) return [`${label} (low to high)`, `${label} (high to low)`];
  if (type === 'boolean') return [`${label} (no first)`, `${label} (yes first)`];
  return [`${label} (A–Z)`, `${label} (Z–A)`];
}

/**
 * Search, sort, filters and page size as one plain GET form: the state lands in the URL, works
 * without JavaScript, and Back returns to the previous state.
 */
export function ListControls({
  basePath,
  state,
  attributes,
  relationChoices,
}: {
  basePath: string;
  state: ListState;
  attributes: Attributes;
  relationChoices: RelationChoices[];
}) {
  const sortable = Object.entries(attributes).filter(([, attribute]) => isSortable(attribute));
  const { enumerations, booleans, dates } = filterableAttributes(attributes);
  const currentSort = state.sort ? `${state.sort.field}:${state.sort.direction}` : '';
  const hasFilters = Boolean(state.q || state.sort || Object.keys(state.equals).length || Object.keys(state.ranges).length);

  return (
    <form className="list-controls" method="get" action={basePath} role="search" aria-label="Search and filter">
      <div className="control control-search">
        <label htmlFor="list-q">Search</label>
        <input id="list-q" name="q" type="search" defaultValue={state.q} placeholder="Words in any text field" />
      </div>
      <div className="control">
        <label htmlFor="list-sort">Sort by</label>
        <select id="list-sort" name="sort" defaultValue={currentSort}>
          <option value="">Newest first</option>
          <option value="createdAt:asc">Oldest first</option>
          {sortable.flatMap(([name, attribute]) => {
            const [ascending, descending] = sortLabels(name, attribute.type);
            return [
              <option key={`${name}:asc`} value={`${name}:asc`}>
                {ascending}
              </option>,
              <option key={`${name}:desc`} value={`${name}:desc`}>
                {descending}
              </option>,
            ];
          })}
        </select>
      </div>
      {enumerations.map(([name, attribute]) => (
        <div className="control" key={name}>
          <label htmlFor={`list-f-${name}`}>{humanize(name)}</label>
          <select id={`list-f-${name}`} name={`f.${name}`} defaultValue={state.equals[name] ?? ''}>
            <option value="">Any</option>
            {attribute.enum.map((value) => (
              <option key={value} value={value}>
                {humanize(value)}
              </option>
            ))}
          </select>
        </div>
      ))}
      {booleans.map((name) => (
        <div className="control" key={name}>
          <label htmlFor={`list-f-${name}`}>{humanize(name)}</label>
          <select id={`list-f-${name}`} name={`f.${name}`} defaultValue={state.equals[name] ?? ''}>
            <option value="">Any</option>
            <option value="true">Yes</option>
            <option value="false">No</option>
          </select>
        </div>
      ))}
      {relationChoices.map(({ name, options }) => (
        <div className="control" key={name}>
          <label htmlFor={`list-f-${name}`}>{humanize(name)}</label>
          <select id={`list-f-${name}`} name={`f.${name}`} defaultValue={state.equals[name] ?? ''}>
            <option value="">Any</option>
            {options.map((option) => (
              <option key={option.documentId} value={option.documentId}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {dates.map((name) => (
        <fieldset className="control control-range" key={name}>
          <legend>{humanize(name)}</legend>
          <label htmlFor={`list-f-${name}-from`}>From</label>
          <input id={`list-f-${name}-from`} type="date" name={`f.${name}.from`} defaultValue={state.ranges[name]?.from ?? ''} />
          <label htmlFor={`list-f-${name}-to`}>To</label>
          <input id={`list-f-${name}-to`} type="date" name={`f.${name}.to`} defaultValue={state.ranges[name]?.to ?? ''} />
        </fieldset>
      ))}
      <div className="control">
        <label htmlFor="list-size">Per page</label>
        <select id="list-size" name="pageSize" defaultValue={String(state.pageSize)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="control control-actions">
        <button type="submit">Apply</button>
        {hasFilters && (
          <Link data-list-link href={basePath}>
            Clear all
          </Link>
        )}
      </div>
    </form>
  );
}
