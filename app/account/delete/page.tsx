import type { Metadata } from 'next';
import Link from 'next/link';
import { DeleteAccountForm } from '@/components/account/delete-account';
import { loadOwnAccount } from '@/lib/auth/account-control';
import { requireUser } from '@/lib/auth/session';
import { deleteAccountAction } from '../actions';

export const metadata: Metadata = { title: 'Delete your account' };

/**
 * The confirmation step of "Delete account", rendered by the server: where the button on /account
 * leads before that page has hydrated or without JavaScript (with it, the same form opens in a dialog).
 */
export default async function DeleteAccountPage() {
  await requireUser('/account/delete');
  const loaded = await loadOwnAccount();
  if (loaded.status !== 'available') {
    return (
      <section className="state-page" role="alert">
        <h1>Your account cannot be deleted here</h1>
        <p>
          {loaded.status === 'missing'
            ? 'This site does not let members delete their account here. Ask the site’s administrators.'
            : 'Your account cannot be loaded right now. Please try again in a moment.'}
        </p>
        <Link href="/account">Back to your account</Link>
      </section>
    );
  }
  return (
    <section className="form-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/account">Your account</Link>
      </nav>
      <DeleteAccountForm
        action={deleteAccountAction}
        hasPassword={loaded.account.hasPassword}
        deletingRemovesOwnedEntries={loaded.account.deletingRemovesOwnedEntries}
        cancelHref="/account"
        Heading="h1"
      />
    </section>
  );
}
