import type { Metadata } from 'next';
import { firstValue } from '@/server/first-value.mjs';
import Link from 'next/link';
import { AuthForm } from '@/components/auth/auth-form';
import { newPasswordField } from '@/components/auth/password-fields';
import { formStateFromUrl } from '@/lib/auth/page-params';
import { passwordMinLength } from '@/lib/auth/rules';
import { safeNextPath } from '@/lib/http/request-path';

export const metadata: Metadata = { title: 'Create an account' };

export default async function RegisterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = safeNextPath(firstValue(params.next));
  const { initialError, initialValues } = formStateFromUrl(params);
  const minLength = passwordMinLength();
  return (
    <section className="auth-page">
      <h1>Create an account</h1>
      <AuthForm
        action="register"
        fields={[
          { name: 'username', label: 'Username', autoComplete: 'username' },
          { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
          newPasswordField(minLength, 'Password'),
        ]}
        submitLabel="Create account"
        pendingLabel="Creating your account…"
        hidden={{ next, returnTo: '/register' }}
        initialValues={initialValues}
        initialError={initialError}
        passwordMinLength={minLength}
      />
      <p className="auth-links">
        <Link href="/login">Already have an account? Sign in</Link>
      </p>
    </section>
  );
}
