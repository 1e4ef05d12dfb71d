import type { AuthProvider } from '@/lib/config';

/** One "Continue with {Provider}" per configured provider; plain links, so they work without JavaScript. */
export function ProviderButtons({ providers, next }: { providers: AuthProvider[]; next: string }) {
  if (providers.length === 0) return null;
  return (
    <div className="providers">
      <p className="divider">or</p>
      <ul>
        {providers.map((provider) => (
          <li key={provider.name}>
            <a
              className="button secondary"
              href={`/api/auth/connect/${encodeURIComponent(provider.name)}?next=${encodeURIComponent(next)}`}
            >
              Continue with {provider.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
