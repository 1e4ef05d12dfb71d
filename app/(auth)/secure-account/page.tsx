import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { firstValue } from '@/server/shared/first-value.mjs';
import { LocalLink } from '@/components/ui/local-link';
import { ProofForm } from '@/components/account/proof-form';
import { loadOwnAccount } from '@/lib/auth/account-control';
import { getCurrentUser } from '@/lib/auth/session';
import { secureAccountAction } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('SecureAccount'))('title'), referrer: 'no-referrer', robots: { index: false } };
}

/**
 * "This wasn't me", from a notice's link (its code) or the account page's activity (signed in, after
 * confirming it's the member). Opening the page changes nothing; its button signs the account out everywhere
 * and sends a reset link (after an email change, to the address put back).
 */
export default async function SecureAccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const code = firstValue((await searchParams).code) ?? '';
  const [t, current] = await Promise.all([getTranslations('SecureAccount'), code ? null : getCurrentUser()]);
  const user = current?.status === 'signed-in' ? current.user : null;
  const loaded = user ? await loadOwnAccount() : null;
  const proofField = loaded?.status === 'available' && !loaded.account.hasPassword ? 'confirmUsername' : 'currentPassword';
  const text = {
    proofLabel: proofField === 'confirmUsername' ? t('yourUsername') : t('currentPassword'),
    confirmHint: t('confirmHint'),
    submit: t('secure'),
    pending: t('securing'),
  };
  return (
    <section className="auth-page">
      <h1>{t('title')}</h1>
      <p>{t('what')}</p>
      {code || user ? (
        <ProofForm action={secureAccountAction} proofField={code ? null : proofField} hidden={code ? { code } : {}} text={text} />
      ) : (
        <>
          <p className="notice error">{t('needsLink')}</p>
          <LocalLink href="/forgot-password">{t('resetInstead')}</LocalLink>
        </>
      )}
    </section>
  );
}
