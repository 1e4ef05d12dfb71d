import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { firstValue } from '@/server/shared/first-value.mjs';
import { ConfirmEmailForm } from '@/components/account/confirm-email-form';
import { requireUser } from '@/lib/auth/session';
import { localHref } from '@/lib/i18n/request-locale';
import { confirmEmailAction } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  // The code is in this page's address: never sent on to another site in a Referer.
  return { title: (await getTranslations('accountControls'))('confirmEmailTitle'), referrer: 'no-referrer' };
}

/** Where the link sent to a new email address leads (Portico's plugin sends it). */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const code = firstValue((await searchParams).code) ?? '';
  const user = await requireUser(`/account/confirm-email?code=${encodeURIComponent(code)}`);
  const [t, accountHref] = await Promise.all([getTranslations('accountControls'), localHref('/account')]);
  return (
    <section className="auth-page">
      <h1>{t('confirmEmailTitle')}</h1>
      {code ? (
        <>
          <p>
            {t('signedInAs')} <strong>{user.username}</strong>
            {'. '}
            {t('confirmEmailBody')}
          </p>
          <ConfirmEmailForm action={confirmEmailAction.bind(null, code)} text={{ pending: t('confirming'), submit: t('useThisEmail') }} />
        </>
      ) : (
        <p className="notice error">{t('confirmEmailNeedsLink')}</p>
      )}
      <p>
        <Link href={accountHref}>{t('backToAccount')}</Link>
      </p>
    </section>
  );
}
