import { AuthForm } from '@/components/auth/auth-form';
import { authPageText } from '@/components/auth/auth-page-text';
import { LocalLink } from '@/components/ui/local-link';
import { Notice } from '@/components/ui/notice';
import { formStateFromUrl } from '@/lib/auth/page-params';
import type { AuthAction } from '@/lib/auth/rules';
import { firstValue } from '@/server/shared/first-value.mjs';
import { LOGIN_PATH } from '@/server/shared/route-paths.mjs';

/** Forgot password, resend confirmation: a form that asks only for an email address. */
export async function EmailFormPage(props: {
  title: string;
  intro: string;
  action: AuthAction;
  submitLabel: string;
  /** The form's own page, unprefixed: the visitor comes back to it in their locale. */
  returnTo: string;
  params: Record<string, string | string[] | undefined>;
}) {
  const { t, tErrors, localeField, href } = await authPageText();
  const { initialError, initialValues } = formStateFromUrl(props.params, tErrors);
  return (
    <section className="auth-page">
      <h1>{props.title}</h1>
      <Notice code={firstValue(props.params.notice)} />
      <p>{props.intro}</p>
      <AuthForm
        action={props.action}
        fields={[{ name: 'email', label: t('email'), type: 'email', autoComplete: 'email' }]}
        submitLabel={props.submitLabel}
        pendingLabel={t('sending')}
        hidden={{ returnTo: await href(props.returnTo), ...localeField }}
        initialValues={initialValues}
        initialError={initialError}
      />
      <p className="auth-links">
        <LocalLink href={LOGIN_PATH}>{t('backToSignIn')}</LocalLink>
      </p>
    </section>
  );
}
