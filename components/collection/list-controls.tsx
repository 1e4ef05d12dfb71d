import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { writeDateParts } from '@/lib/i18n/format';
import { DateField } from './date-field';
import { attributeLabel } from '@/lib/collections/form-fields';
import { enumLabel } from '@/lib/content/model-words';
import {
  DEFAULT_PAGE_SIZE,
  filterableAttributes,
  PAGE_SIZES,
  sortableFields,
  type ListModel,
  type ListState,
} from '@/lib/collections/list-state';

export interface RelationChoices {
  name: string;
  options: { documentId: string; label: string }[];
}

function sortKind(type: string): 'Date' | 'Number' | 'Boolean' | 'Text' {
  if (type === 'date' || type === 'datetime' || type === 'time') return 'Date';
  if (['integer', 'biginteger', 'float', 'decimal'].includes(type)) return 'Number';
  if (type === 'boolean') return 'Boolean';
  return 'Text';
}

/**
 * Search, sort, filters and page size as one plain GET form: the state lands in the URL, works
 * without JavaScript, and Back returns to the previous state. On a phone, sort, filters and page size
 * fold under "Sort and filter" (open while any is set), so the list starts on the first screen.
 */
export function ListControls({
  basePath,
  state,
  type,
  relationChoices,
}: {
  basePath: string;
  state: ListState;
  type: ListModel;
  relationChoices: RelationChoices[];
}) {
  const t = useTranslations('List');
  const locale = useLocale();
  const attributes = type.schema.attributes;
  const dateHint = writeDateParts({ day: t('dateLetters.day'), month: t('dateLetters.month'), year: t('dateLetters.year') }, locale);
  const label = (name: string) => attributeLabel(name, attributes[name]);
  const sortable = sortableFields(type).map((name) => [name, attributes[name]!] as const);
  const { enumerations, booleans, dates } = filterableAttributes(type);
  const currentSort = state.sort ? `${state.sort.field}:${state.sort.direction}` : '';
  const hasFilters = Boolean(state.q || state.sort || Object.keys(state.equals).length || Object.keys(state.ranges).length);
  const narrowed = Boolean(state.sort || Object.keys(state.equals).length || Object.keys(state.ranges).length);

  return (
    <form className="list-controls" method="get" action={basePath} role="search" aria-label={t('searchAndFilter')}>
      <div className="control control-search">
        <label htmlFor="list-q">{t('search')}</label>
        <input id="list-q" name="q" type="search" defaultValue={state.q} placeholder={t('searchPlaceholder')} />
      </div>
      <details className="list-more" open={narrowed || state.pageSize !== DEFAULT_PAGE_SIZE}>
        <summary>{t('sortAndFilter')}</summary>
        <div className="list-more-controls">
          <div className="control">
            <label htmlFor="list-sort">{t('sortBy')}</label>
            <select id="list-sort" name="sort" defaultValue={currentSort}>
              <option value="">{t('newestFirst')}</option>
              <option value="createdAt:asc">{t('oldestFirst')}</option>
              {sortable.flatMap(([name, attribute]) => {
                const kind = sortKind(attribute.type);
                const [ascending, descending] = [t(`sort${kind}Asc`, { field: label(name) }), t(`sort${kind}Desc`, { field: label(name) })];
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
              <label htmlFor={`list-f-${name}`}>{label(name)}</label>
              <select id={`list-f-${name}`} name={`f.${name}`} defaultValue={state.equals[name] ?? ''}>
                <option value="">{t('any')}</option>
                {attribute.enum.map((value) => (
                  <option key={value} value={value}>
                    {enumLabel(attribute, value)}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {booleans.map((name) => (
            <div className="control" key={name}>
              <label htmlFor={`list-f-${name}`}>{label(name)}</label>
              <select id={`list-f-${name}`} name={`f.${name}`} defaultValue={state.equals[name] ?? ''}>
                <option value="">{t('any')}</option>
                <option value="true">{t('yes')}</option>
                <option value="false">{t('no')}</option>
              </select>
            </div>
          ))}
          {relationChoices.map(({ name, options }) => (
            <div className="control" key={name}>
              <label htmlFor={`list-f-${name}`}>{label(name)}</label>
              <select id={`list-f-${name}`} name={`f.${name}`} defaultValue={state.equals[name] ?? ''}>
                <option value="">{t('any')}</option>
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
              <legend>{label(name)}</legend>
              {(['from', 'to'] as const).map((end) => (
                <span className="date-range-end" key={end}>
                  <label htmlFor={`list-f-${name}-${end}`}>{t(end)}</label>
                  <DateField
                    id={`list-f-${name}-${end}`}
                    name={`f.${name}.${end}`}
                    value={state.ranges[name]?.[end] ?? ''}
                    locale={locale}
                    hint={dateHint}
                    hintId={`list-f-${name}-hint`}
                    pickLabel={t('pickDate', { end, field: label(name) })}
                    invalidText={t('notADate', { hint: dateHint })}
                  />
                </span>
              ))}
              <p className="hint" id={`list-f-${name}-hint`}>
                {t('dateHint', { hint: dateHint })}
              </p>
            </fieldset>
          ))}
          <div className="control">
            <label htmlFor="list-size">{t('perPage')}</label>
            <select id="list-size" name="pageSize" defaultValue={String(state.pageSize)}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        </div>
      </details>
      <div className="control control-actions">
        <button type="submit">{t('apply')}</button>
        {hasFilters && (
          <Link data-list-link href={basePath}>
            {t('clearAll')}
          </Link>
        )}
      </div>
    </form>
  );
}
