import { getTranslations } from 'next-intl/server';
import { localHref } from '@/lib/i18n/request-locale';

/** A plain GET form, so it works before any script; `again` names the search page's own form apart from the header's. */
export async function SiteSearchForm({ query = '', id = 'site-search', again = false }: { query?: string; id?: string; again?: boolean }) {
  const [t, action] = await Promise.all([getTranslations('Search'), localHref('/search')]);
  const name = again ? t('searchAgain') : t('siteSearch');
  return (
    <form role="search" aria-label={name} action={action} method="get" className="site-search">
      <label htmlFor={id} className="visually-hidden">
        {name}
      </label>
      <input id={id} name="q" type="search" defaultValue={query} placeholder={t('placeholder')} maxLength={200} />
      <button type="submit" className="button quiet">
        <SearchIcon />
        <span className="site-search-label">{t('submit')}</span>
      </button>
    </form>
  );
}

export function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12.5 12.5 17 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
