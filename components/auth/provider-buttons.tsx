import { getTranslations } from 'next-intl/server';
import type { AuthProvider } from '@/lib/app-settings';
import { getRequestLocale } from '@/lib/i18n/request-locale';

/** Plain links; a page in another locale says which, so that the sign-in comes back to that locale's pages. */
export async function ProviderButtons({ providers, next }: { providers: AuthProvider[]; next: string }) {
  if (providers.length === 0) return null;
  const [t, { locale }] = await Promise.all([getTranslations('Auth'), getRequestLocale()]);
  const localeQuery = locale && !locale.isDefault ? `&locale=${encodeURIComponent(locale.code)}` : '';
  return (
    <div className="providers">
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
