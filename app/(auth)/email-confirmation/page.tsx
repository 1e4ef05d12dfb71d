import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthForm } from '@/components/auth/auth-form';
import { Notice } from '@/components/ui/notice';
import { first, formStateFromUrl } from '@/lib/auth/page-params';

export const metadata: Metadata = { title: 'Confirm your email address' };

export default async function EmailConfirmationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const { initialError, initialValues } = formStateFromUrl(params);
  return (
    <section className="auth-page">
      <h1>Confirm your email address</h1>
      <Notice code={first(params.notice)} />
      <p>Did not get the confirmation email, or did its link expire? We can send a new one.</p>
      <AuthForm
        action="send-email-confirmation"
        fields={[{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }]}
        submitLabel="Resend confirmation email"
        pendingLabel="Sending…"
        hidden={{ returnTo: '/email-confirmation' }}
        initialValues={initialValues}
        initialError={initialError}
      />
      <p className="auth-links">
        <Link href="/login">Back to sign in</Link>
      </p>
    </section>
  );
}
