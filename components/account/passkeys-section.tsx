import { getLocale, getTranslations } from 'next-intl/server';
import { loadOwnAccount } from '@/lib/auth/account-control';
import { loadPasskeys } from '@/lib/auth/passkey-control';
import { formatDate } from '@/lib/i18n/format';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { PasskeysPanel } from './passkeys-panel';

type Actions = Parameters<typeof PasskeysPanel>[0]['actions'];

/** Nothing when this Strapi's plugin has no passkey routes. */
export async function Passkeys({ actions }: { actions: Actions }) {
  const [t, locale, loaded, account, { locale: siteLocale }] = await Promise.all([
    getTranslations('Passkeys'),
    getLocale(),
    loadPasskeys(),
    loadOwnAccount(),
    getRequestLocale(),
  ]);
  if (loaded.status === 'missing' || account.status !== 'available') return null;
  const proofField = account.account.hasPassword ? 'currentPassword' : 'confirmUsername';
  return (
    <section aria-labelledby="passkeys">
      <h2 id="passkeys">{t('title')}</h2>
      <p>{t('intro')}</p>
      {loaded.status === 'available' ? (
        <PasskeysPanel
          passkeys={loaded.passkeys}
          proofField={proofField}
          locale={siteLocale && !siteLocale.isDefault ? siteLocale.code : undefined}
          dates={Object.fromEntries(
            loaded.passkeys.map((passkey) => [
              passkey.id,
              {
                added: t('added', { date: formatDate(passkey.createdAt, locale) }),
                lastUsed: passkey.lastUsedAt ? t('lastUsed', { date: formatDate(passkey.lastUsedAt, locale, true) }) : null,
              },
            ]),
          )}
          actions={actions}
          text={{
            none: t('none'),
            neverUsed: t('neverUsed'),
            thisDevice: t('thisDevice'),
            nudge: t('nudge'),
            add: t('add'),
            adding: t('adding'),
            addHint: t('addHint'),
            addedNow: t('addedNow'),
            otherSessions: t('otherSessions'),
            failed: t('failed'),
            needsScript: t('needsScript'),
            confirmWithPasskey: t('confirmWithPasskey'),
            confirmed: t('confirmed'),
            name: t('name'),
            rename: t('rename'),
            renameLabel: t('renameLabel'),
            remove: t('remove'),
            removeLabel: t('removeLabel'),
            proofLabel: proofField === 'confirmUsername' ? t('yourUsername') : t('currentPassword'),
            confirmHint: t('confirmHint'),
          }}
        />
      ) : (
        <p className="notice error" role="alert">
          {(await getTranslations('AuthErrors'))('unavailable')}
        </p>
      )}
    </section>
  );
}
