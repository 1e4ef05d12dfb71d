import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthForm } from '@/components/auth/auth-form';
import { Notice } from '@/components/ui/notice';
import { first, formStateFromUrl } from '@/lib/auth/page-params';

export const metadata: Metadata = { title: 'Forgot your password?' };

export default async function ForgotPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const { initialError, initialValues } = formStateFromUrl(params);
  return (
    <section className="auth-page">
      <h1>Forgot your password?</h1>
      <Notice code={first(params.notice)} />
      <p>Enter the address you signed up with and we will email you a link to choose a new password.</p>
      <AuthForm
        action="forgot-password"
        fields={[{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }]}
        submitLabel="Send reset link"
        pendingLabel="Sending…"
        hidden={{ returnTo: '/forgot-password' }}
        initialValues={initialValues}
        initialError={initialError}
      />
      <p className="auth-links">
        <Link href="/login">Back to sign in</Link>
      </p>
    </section>
  );
}
