import Link from 'next/link';
import { AuthForm } from '@/components/auth/auth-form';
import { Notice } from '@/components/ui/notice';
import { formStateFromUrl } from '@/lib/auth/page-params';
import type { AuthAction } from '@/lib/auth/rules';
import { firstValue } from '@/server/first-value.mjs';
import { LOGIN_PATH } from '@/server/routes.mjs';

/** A page whose form asks only for an email address: forgot password, resend confirmation. */
export function EmailFormPage(props: {
  title: string;
  intro: string;
  action: AuthAction;
  submitLabel: string;
  returnTo: string;
  params: Record<string, string | string[] | undefined>;
}) {
  const { initialError, initialValues } = formStateFromUrl(props.params);
  return (
    <section className="auth-page">
      <h1>{props.title}</h1>
      <Notice code={firstValue(props.params.notice)} />
      <p>{props.intro}</p>
      <AuthForm
        action={props.action}
        fields={[{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }]}
        submitLabel={props.submitLabel}
        pendingLabel="Sending…"
        hidden={{ returnTo: props.returnTo }}
        initialValues={initialValues}
        initialError={initialError}
      />
      <p className="auth-links">
        <Link href={LOGIN_PATH}>Back to sign in</Link>
      </p>
    </section>
  );
}
