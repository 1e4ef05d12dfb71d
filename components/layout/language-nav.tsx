import { getTranslations } from 'next-intl/server';
import { getAlternates } from '@/lib/i18n/alternates';
import { getRequestLocale } from '@/lib/i18n/request-locale';

/**
 * This page in the site's other locales, named as Strapi names them, at the top of every page
 * (content and the app's own: sign-in, account). Rendered by each page, not the root layout: a
 * layout is not rendered again on a client-side navigation, and its links would name the page
 * before. Plain links (a full page load), so that <html lang> follows. A document not translated
 * into a locale links to that locale's list (a single type's page to the home page), and says so.
 */
export async function LanguageNav({ route }: { route: string }) {
  const [alternates, { locale: current }, t] = await Promise.all([
    // An address no page answers (its own not-found page): no switcher, rather than no page.
    getAlternates(route).catch(() => []),
    getRequestLocale(),
    getTranslations('Language'),
  ]);
  if (alternates.length < 2) return null;
  return (
    <nav aria-label={t('label')} className="language-nav">
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
    </nav>
  );
}
