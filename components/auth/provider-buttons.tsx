import { getTranslations } from 'next-intl/server';
import type { AuthProvider } from '@/lib/config';

/** One "Continue with {Provider}" per configured provider; plain links, so they work without JavaScript. */
export async function ProviderButtons({ providers, next }: { providers: AuthProvider[]; next: string }) {
  if (providers.length === 0) return null;
  const t = await getTranslations('Auth');
  return (
    <div className="providers">
      <p className="divider">{t('or')}</p>
      <ul>
        {providers.map((provider) => (
          <li key={provider.name}>
            <a
              className="button secondary"
              href={`/api/auth/connect/${encodeURIComponent(provider.name)}?next=${encodeURIComponent(next)}`}
            >
              {t('continueWith', { provider: provider.label })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
