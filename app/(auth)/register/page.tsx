import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { firstValue } from '@/server/shared/first-value.mjs';
import { AuthForm } from '@/components/auth/auth-form';
import { authPageText } from '@/components/auth/auth-page-text';
import { newPasswordField } from '@/components/auth/password-fields';
import { LocalLink } from '@/components/ui/local-link';
import { formStateFromUrl } from '@/lib/auth/page-params';
import { passwordMinLength } from '@/lib/auth/server-rules';
import { safeNextPath } from '@/lib/http/request-path';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('registerTitle') };
}

export default async function RegisterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const minLength = passwordMinLength();
  const { t, tErrors, passwords, localeField, href } = await authPageText(minLength);
  const next = safeNextPath(firstValue(params.next));
  const { initialError, initialValues } = formStateFromUrl(params, tErrors);
  return (
    <section className="auth-page">
      <h1>{t('registerTitle')}</h1>
      <AuthForm
        action="register"
        fields={[
          { name: 'username', label: t('username'), autoComplete: 'username' },
          { name: 'email', label: t('email'), type: 'email', autoComplete: 'email' },
          newPasswordField(passwords, t('password')),
        ]}
        submitLabel={t('createAccount')}
        pendingLabel={t('creatingAccount')}
        hidden={{ next, returnTo: await href('/register'), ...localeField }}
        initialValues={initialValues}
        initialError={initialError}
        passwordMinLength={minLength}
      />
      <p className="auth-links">
        <LocalLink href="/login">{t('haveAccount')}</LocalLink>
      </p>
    </section>
  );
}
