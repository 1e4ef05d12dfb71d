import { getTranslations } from 'next-intl/server';
import type { AuthProvider } from '@/lib/config';
import { getRequestLocale } from '@/lib/i18n/request-locale';

/**
 * One "Continue with {Provider}" per configured provider; plain links, so they work without
 * JavaScript. A page in another locale than the default says which (`locale`): the sign-in comes
 * back to that locale's pages, a failure included.
 */
export async function ProviderButtons({ providers, next }: { providers: AuthProvider[]; next: string }) {
  if (providers.length === 0) return null;
  const [t, { locale }] = await Promise.all([getTranslations('Auth'), getRequestLocale()]);
  const localeQuery = locale && !locale.isDefault ? `&locale=${encodeURIComponent(locale.code)}` : '';
  return (
    <div className="providers">
      <p className="divider">{t('or')}</p>
      <ul>
        {providers.map((provider) => (
          <li key={provider.name}>
            <a
              className="button secondary"
              href={`/api/auth/connect/${encodeURIComponent(provider.name)}?next=${encodeURIComponent(next)}${localeQuery}`}
            >
              {t('continueWith', { provider: provider.label })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
