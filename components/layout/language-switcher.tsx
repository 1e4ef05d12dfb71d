import { getTranslations } from 'next-intl/server';
import { getAlternates, type Alternate } from '@/lib/i18n/alternates';
import { localizePath } from '@/lib/i18n/locale-path';
import { getRequestLocale } from '@/lib/i18n/request-locale';

/**
 * The header's Language switcher: this page in the site's other locales, named as Strapi names
 * them. It is the root layout's `@switcher` slot (app/@switcher), not part of the layout itself:
 * a slot is rendered again with the page on every client-side navigation, where a layout is not
 * (its links would name the page before). Compact: a disclosure (`<details>`) showing the current
 * locale, which opens on the list; it needs no JavaScript. Plain links (a full page load), so that
 * <html lang> follows. A document not translated into a locale links to that locale's list (a
 * single type's page to the home page), and says so. Nothing in it is the visitor's own: the page
 * server stores it with the page.
 */
export async function LanguageSwitcher({ route }: { route: string | null }) {
  const [{ locale: current, locales }, t] = await Promise.all([getRequestLocale(), getTranslations('switcher')]);
  if (locales.length < 2) return null;
  // An address no page answers (`null`, or one whose page cannot be read): each locale's home page.
  const homePages = (): Alternate[] =>
    locales.map((locale) => ({ locale, href: localizePath('/', locale), translated: false, fallback: 'home' }));
  const alternates = route === null ? homePages() : await getAlternates(route).catch(homePages);
  if (alternates.length < 2) return null;
  const shown = alternates.find((alternate) => alternate.locale.code === current?.code)?.locale ?? current;
  return (
    <nav aria-label={t('label')} className="language-switcher">
      <details>
        <summary>
          <span className="visually-hidden">{t('current')}</span> <span lang={shown?.code}>{shown?.name}</span>
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
