import { getTranslations } from 'next-intl/server';
import { getAlternates, type Alternate } from '@/lib/seo/alternates';
import { localizePath } from '@/lib/i18n/locale-path';
import { getRequestLocale } from '@/lib/i18n/request-locale';

/**
 * This page in the site's other locales. A parallel slot, not the layout, so that it renders again with each page;
 * plain links, so that `<html lang>` follows; an entry not translated links to that locale's list, and says so.
 */
export async function LanguageSwitcher({ route }: { route: string | null }) {
  const [{ locale: current, locales }, t] = await Promise.all([getRequestLocale(), getTranslations('switcher')]);
  if (locales.length < 2) return null;
  const homePages = (): Alternate[] =>
    locales.map((locale) => ({ locale, href: localizePath('/', locale), translated: false, fallback: 'home' }));
  const alternates = route === null ? homePages() : await getAlternates(route).catch(homePages);
  if (alternates.length < 2) return null;
  const shown = alternates.find((alternate) => alternate.locale.code === current?.code)?.locale ?? current;
  return (
    <nav aria-label={t('label')} className="language-switcher">
      <details>
        <summary>
          <span className="visually-hidden">{t('current')}</span>{' '}
          <span className="language-name" lang={shown?.code}>
            {shown?.name}
          </span>
          {/* A phone shows the code alone; the name stays the summary's for those who hear it. */}
          <span className="language-code" aria-hidden="true">
            {shown?.code.toUpperCase()}
          </span>
        </summary>
        <ul>
          {alternates.map(({ locale, href, translated, fallback }) => (
            <li key={locale.code}>
              {locale.code === current?.code ? (
                <span aria-current="page" lang={locale.code}>
                  {locale.name}
                </span>
              ) : (
                <>
                  <a href={href} hrefLang={locale.code} lang={locale.code}>
                    {locale.name}
                  </a>
                  {!translated && <span className="language-note">{t(fallback === 'home' ? 'untranslatedHome' : 'untranslatedList')}</span>}
                </>
              )}
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
