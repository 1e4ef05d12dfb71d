import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthForm } from '@/components/auth/auth-form';
import { authPageText } from '@/components/auth/auth-page-text';
import { LocalLink } from '@/components/ui/local-link';
import { formStateFromUrl } from '@/lib/auth/page-params';
import { heldTwoStep } from '@/lib/auth/session';
import { safeNextPath } from '@/lib/http/request-path';
import { firstValue } from '@/server/shared/first-value.mjs';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('secondStepTitle') };
}

/**
 * The second step of a sign-in, for an account with an authenticator app: its code, or a recovery code. The
 * sign-in's ticket is in a cookie only the server reads; without one (it lasts 5 minutes) the page says so.
 */
export default async function TwoStepPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const { t, tErrors, localeField, href } = await authPageText();
  const next = safeNextPath(firstValue(params.next), await href('/'));
  const { initialError } = formStateFromUrl(params, tErrors);
  const query = firstValue(params.next) ? `?next=${encodeURIComponent(next)}` : '';
  const waiting = await heldTwoStep();
  return (
    <section className="auth-page">
      <h1>{t('secondStepTitle')}</h1>
      {waiting ? (
        <>
          <p>{t('secondStepIntro')}</p>
          <AuthForm
            action="second-factor"
            fields={[{ name: 'code', label: t('code'), autoComplete: 'one-time-code', hint: t('codeHint'), plain: true }]}
            submitLabel={t('verify')}
            pendingLabel={t('verifying')}
            hidden={{ next, returnTo: await href(`/login/second-factor${query}`), ...localeField }}
            initialError={initialError}
          />
        </>
      ) : (
        <p role="alert" className="notice error">
          {tErrors('second-step-expired')}
        </p>
      )}
      <p className="auth-links">
        <LocalLink href={`/login${query}`}>{t('backToSignIn')}</LocalLink>
      </p>
    </section>
  );
}
