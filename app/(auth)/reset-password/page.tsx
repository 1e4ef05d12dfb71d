import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { firstValue } from '@/server/shared/first-value.mjs';
import { AuthForm } from '@/components/auth/auth-form';
import { authPageText } from '@/components/auth/auth-page-text';
import { newPasswordFields } from '@/components/auth/password-fields';
import { LocalLink } from '@/components/ui/local-link';
import { formStateFromUrl } from '@/lib/auth/page-params';
import { passwordMinLength } from '@/lib/auth/server-rules';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('resetTitle'), referrer: 'no-referrer' };
}

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const code = firstValue(params.code) ?? '';
  const minLength = passwordMinLength();
  const { t, tErrors, passwords, localeField, href } = await authPageText(minLength);
  const { initialError } = formStateFromUrl(params, tErrors);
  if (!code) {
    return (
      <section className="auth-page">
        <h1>{t('resetTitle')}</h1>
        <p className="notice error">{t('resetNeedsLink')}</p>
        <LocalLink href="/forgot-password">{t('askNewLink')}</LocalLink>
      </section>
    );
  }
  return (
    <section className="auth-page">
      <h1>{t('resetTitle')}</h1>
      <AuthForm
        action="reset-password"
        fields={newPasswordFields(passwords)}
        submitLabel={t('resetPassword')}
        pendingLabel={t('resetting')}
        hidden={{ code, returnTo: await href(`/reset-password?code=${encodeURIComponent(code)}`), ...localeField }}
        initialError={initialError}
        passwordMinLength={minLength}
      />
    </section>
  );
}
