import { getLocale, getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import { loadOwnAccount } from '@/lib/auth/account-control';
import { loadTwoStep } from '@/lib/auth/two-step-control';
import { formatDate } from '@/lib/i18n/format';
import { localHref } from '@/lib/i18n/request-locale';
import { TwoStepPanel } from './two-step-panel';

type Actions = Parameters<typeof TwoStepPanel>[0]['actions'];

/** The QR code is drawn on the server, as SVG; nothing when this Strapi's plugin has no two-step routes. */
export async function TwoStep({ actions }: { actions: Actions }) {
  const [t, locale, loaded, account] = await Promise.all([getTranslations('TwoStep'), getLocale(), loadTwoStep(), loadOwnAccount()]);
  if (loaded.status === 'missing' || account.status !== 'available') return null;
  const { factor } = loaded.status === 'available' ? loaded : { factor: null };
  const proofField = account.account.hasPassword ? 'currentPassword' : 'confirmUsername';
  const qrSvg = factor?.setup ? await QRCode.toString(factor.setup.uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) : null;
  return (
    <section aria-labelledby="two-step">
      <h2 id="two-step">{t('title')}</h2>
      {factor ? (
        <TwoStepPanel
          factor={factor}
          qrSvg={qrSvg}
          proofField={proofField}
          actions={actions}
          accountHref={await localHref('/account')}
          text={{
            offIntro: t('offIntro'),
            setUp: t('setUp'),
            settingUp: t('settingUp'),
            proofLabel: proofField === 'confirmUsername' ? t('yourUsername') : t('currentPassword'),
            confirmHint: t('confirmHint'),
            scan: t('scan'),
            qrLabel: t('qrLabel'),
            typeInstead: t('typeInstead'),
            firstCode: t('firstCode'),
            firstCodeHint: t('firstCodeHint'),
            turnOn: t('turnOn'),
            turningOn: t('turningOn'),
            on: t('on', { date: factor.enabledAt ? formatDate(factor.enabledAt, locale) : '' }),
            codesLeft: t('codesLeft', { count: factor.recoveryCodesLeft }),
            fewLeft: t('fewLeft'),
            proveHint: t('proveHint'),
            code: t('code'),
            renew: t('renew'),
            renewing: t('renewing'),
            turnOff: t('turnOff'),
            turningOff: t('turningOff'),
            codes: {
              title: t('codesTitle'),
              intro: t('codesIntro'),
              copy: t('copy'),
              copied: t('copied'),
              download: t('download'),
              saved: t('saved'),
              otherSessions: t('otherSessions'),
              fileTitle: t('fileTitle', { account: account.account.username, site: 'Portico' }),
            },
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
