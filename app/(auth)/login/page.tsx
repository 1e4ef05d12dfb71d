import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { firstValue } from '@/server/shared/first-value.mjs';
import { AuthForm } from '@/components/auth/auth-form';
import { authPageText } from '@/components/auth/auth-page-text';
import { PasskeySignIn } from '@/components/auth/passkey-sign-in';
import { ProviderButtons } from '@/components/auth/provider-buttons';
import { LocalLink } from '@/components/ui/local-link';
import { Notice } from '@/components/ui/notice';
import { formStateFromUrl } from '@/lib/auth/page-params';
import { authProviders } from '@/lib/app-settings';
import { safeNextPath } from '@/lib/http/request-path';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('signInTitle') };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const { t, tErrors, localeField, href } = await authPageText();
  // Without ?next=, the home page of the page's locale.
  const next = safeNextPath(firstValue(params.next), await href('/'));
  const { initialError, initialErrorCode, initialValues } = formStateFromUrl(params, tErrors);
  const query = firstValue(params.next) ? `?next=${encodeURIComponent(next)}` : '';
  const resend = { href: await href('/email-confirmation'), label: t('resendLink') };
  // Only where a confirmation is waiting: just registered, or a sign-in refused for it.
  const confirmationPending = firstValue(params.notice) === 'check-email';
  return (
    <section className="auth-page sign-in-page">
      <h1>{t('signInTitle')}</h1>
      {firstValue(params.confirmed) === '1' && <Notice code="confirmed" />}
      <Notice code={firstValue(params.notice)} />
      <AuthForm
        action="login"
        fields={[
          { name: 'identifier', label: t('identifier'), autoComplete: 'username webauthn' },
          { name: 'password', label: t('password'), type: 'password', autoComplete: 'current-password' },
        ]}
        submitLabel={t('signIn')}
        pendingLabel={t('signingIn')}
        hidden={{ next, returnTo: await href(`/login${query}`), ...localeField }}
        initialValues={initialValues}
        initialError={initialError}
        initialErrorCode={initialErrorCode}
        errorLink={{ code: 'not-confirmed', ...resend }}
      />
      <div className="sign-in-others" role="group" aria-label={t('otherWays')}>
        <p className="divider" aria-hidden="true">
          {t('or')}
        </p>
        <PasskeySignIn
          next={next}
          locale={localeField.locale}
          text={{
            button: t('passkeySignIn'),
            pending: t('signingIn'),
            failed: t('passkeyFailed'),
            unsupported: t('passkeyUnsupported'),
            needsScript: t('passkeyNeedsScript'),
          }}
        />
        <ProviderButtons providers={authProviders} next={next} />
      </div>
      <p className="auth-links">
        <LocalLink href={`/register${query}`}>{t('createAccountLink')}</LocalLink>
        <LocalLink href="/forgot-password">{t('forgotLink')}</LocalLink>
        {confirmationPending && <a href={resend.href}>{resend.label}</a>}
      </p>
    </section>
  );
}
