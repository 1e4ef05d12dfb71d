import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { accountControlsText } from '@/components/account/account-text';
import { DeleteAccountForm } from '@/components/account/delete-account';
import { loadOwnAccount } from '@/lib/auth/account-control';
import { requireUser } from '@/lib/auth/session';
import { localHref } from '@/lib/i18n/request-locale';
import { deleteAccountAction } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('accountControls'))('deletePageTitle') };
}

/**
 * The confirmation step of "Delete account", rendered by the server: where the button on /account
 * leads before that page has hydrated or without JavaScript (with it, the same form opens in a dialog).
 */
export default async function DeleteAccountPage() {
  await requireUser('/account/delete');
  const [loaded, { t, deletion }, accountHref] = await Promise.all([loadOwnAccount(), accountControlsText(), localHref('/account')]);
  if (loaded.status !== 'available') {
    return (
      <section className="state-page" role="alert">
        <h1>{t('cannotDeleteTitle')}</h1>
        <p>{loaded.status === 'missing' ? t('cannotDeleteMissing') : t('cannotDeleteUnavailable')}</p>
        <Link href={accountHref}>{t('backToAccount')}</Link>
      </section>
    );
  }
  return (
    <section className="form-page">
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <Link href={accountHref}>{t('yourAccount')}</Link>
      </nav>
      <DeleteAccountForm
        action={deleteAccountAction}
        hasPassword={loaded.account.hasPassword}
        deletingRemovesOwnedEntries={loaded.account.deletingRemovesOwnedEntries}
        cancelHref={accountHref}
        Heading="h1"
        text={deletion}
      />
    </section>
  );
}
