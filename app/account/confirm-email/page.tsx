import type { Metadata } from 'next';
import Link from 'next/link';
import { firstValue } from '@/server/first-value.mjs';
import { ConfirmEmailForm } from '@/components/account/confirm-email-form';
import { requireUser } from '@/lib/auth/session';
import { confirmEmailAction } from '../actions';

// The code is in this page's address: never sent on to another site in a Referer.
export const metadata: Metadata = { title: 'Confirm your new email address', referrer: 'no-referrer' };

/** Where the link sent to a new email address leads (cms/src/api/account/services/email-change.js). */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const code = firstValue((await searchParams).code) ?? '';
  const user = await requireUser(`/account/confirm-email?code=${encodeURIComponent(code)}`);
  return (
    <section className="auth-page">
      <h1>Confirm your new email address</h1>
      {code ? (
        <>
          <p>
            Signed in as <strong>{user.username}</strong>. Confirm to use the address this link was sent to from now on.
          </p>
          <ConfirmEmailForm action={confirmEmailAction.bind(null, code)} />
        </>
      ) : (
        <p className="notice error">This page needs the link from the email we sent. Open that link again.</p>
      )}
      <p>
        <Link href="/account">Back to your account</Link>
      </p>
    </section>
  );
}
