import type { Metadata } from 'next';
import { firstValue } from '@/server/first-value.mjs';
import Link from 'next/link';
import { AuthForm } from '@/components/auth/auth-form';
import { ProviderButtons } from '@/components/auth/provider-buttons';
import { Notice } from '@/components/ui/notice';
import { formStateFromUrl } from '@/lib/auth/page-params';
import { authProviders } from '@/lib/config';
import { safeNextPath } from '@/lib/http/request-path';

export const metadata: Metadata = { title: 'Sign in' };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = safeNextPath(firstValue(params.next));
  const { initialError, initialValues } = formStateFromUrl(params);
  const query = next === '/' ? '' : `?next=${encodeURIComponent(next)}`;
  return (
    <section className="auth-page">
      <h1>Sign in</h1>
      {firstValue(params.confirmed) === '1' && <Notice code="confirmed" />}
      <Notice code={firstValue(params.notice)} />
      <AuthForm
        action="login"
        fields={[
          { name: 'identifier', label: 'Email or username', autoComplete: 'username' },
          { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
        ]}
        submitLabel="Sign in"
        pendingLabel="Signing in…"
        hidden={{ next, returnTo: `/login${query}` }}
        initialValues={initialValues}
        initialError={initialError}
      />
      <ProviderButtons providers={authProviders} next={next} />
      <p className="auth-links">
        <Link href={`/register${query}`}>Create an account</Link>
        <Link href="/forgot-password">Forgot your password?</Link>
        <Link href="/email-confirmation">Resend the confirmation email</Link>
      </p>
    </section>
  );
}
