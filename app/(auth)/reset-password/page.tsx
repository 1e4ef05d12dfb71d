import type { Metadata } from 'next';
import { firstValue } from '@/server/first-value.mjs';
import Link from 'next/link';
import { AuthForm } from '@/components/auth/auth-form';
import { newPasswordFields } from '@/components/auth/password-fields';
import { formStateFromUrl } from '@/lib/auth/page-params';
import { passwordMinLength } from '@/lib/auth/rules';

export const metadata: Metadata = { title: 'Choose a new password', referrer: 'no-referrer' };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const code = firstValue(params.code) ?? '';
  const { initialError } = formStateFromUrl(params);
  const minLength = passwordMinLength();
  if (!code) {
    return (
      <section className="auth-page">
        <h1>Choose a new password</h1>
        <p className="notice error">This page needs the link from your reset email. Open that link again, or ask for a new one.</p>
        <Link href="/forgot-password">Ask for a new reset link</Link>
      </section>
    );
  }
  return (
    <section className="auth-page">
      <h1>Choose a new password</h1>
      <AuthForm
        action="reset-password"
        fields={newPasswordFields(minLength)}
        submitLabel="Reset password"
        pendingLabel="Resetting…"
        hidden={{ code, returnTo: `/reset-password?code=${encodeURIComponent(code)}` }}
        initialError={initialError}
        passwordMinLength={minLength}
      />
    </section>
  );
}
