import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getAlternates } from '@/lib/seo/alternates';
import { localizePath } from '@/lib/i18n/locale-path';
import { getRequestLocale } from '@/lib/i18n/request-locale';

/**
 * For the owner of an entry of a localized type: a link per locale the entry is not translated
 * into yet, to a form that starts from this version (`/fr/…/edit?from=en`).
 */
export async function AddTranslation({ route }: { route: string }) {
  const [alternates, { locale: current }, t] = await Promise.all([
    getAlternates(route),
    getRequestLocale(),
    getTranslations('DocumentPages'),
  ]);
  const missing = alternates.filter((alternate) => !alternate.translated && alternate.locale.code !== current?.code);
  if (!current || missing.length === 0) return null;
  return (
    <ul className="add-translation" aria-label={t('addTranslationLabel')}>
      {missing.map(({ locale }) => (
        <li key={locale.code}>
          <Link
            className="button secondary"
            href={`${localizePath(`${route}/edit`, locale)}?from=${encodeURIComponent(current.code)}`}
            hrefLang={locale.code}
          >
            {t('addTranslation', { type: locale.name })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
