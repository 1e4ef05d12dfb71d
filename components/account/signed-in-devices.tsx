import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/i18n/format';
import { loadOwnAccount, type DevicesFormState } from '@/lib/auth/account-control';
import { strapiAuth } from '@/lib/auth/session';
import type { StrapiSession } from '@/lib/strapi';
import { DevicesForm } from './devices-form';

/** Null when Strapi keeps none (legacy mode). */
async function readSessions(): Promise<StrapiSession[] | null> {
  try {
    return await (await strapiAuth()).fetchSessions();
  } catch {
    return null;
  }
}

/** Every session with its device and last activity, each ended (or all) after confirming it's the member. */
export async function SignedInDevices({
  devicesAction,
}: {
  devicesAction: (state: DevicesFormState, formData: FormData) => Promise<DevicesFormState>;
}) {
  const [locale, t, sessions, loaded] = await Promise.all([getLocale(), getTranslations('Devices'), readSessions(), loadOwnAccount()]);
  if (!sessions) return null;
  // Strapi asks for a confirmation only where it has the own-account routes to give one.
  const proofField =
    loaded.status === 'missing'
      ? null
      : loaded.status === 'available' && !loaded.account.hasPassword
        ? 'confirmUsername'
        : 'currentPassword';
  const devices = sessions.map((session) => ({
    id: session.id,
    name: session.deviceName || t('unknownDevice'),
    current: Boolean(session.current),
    activity:
      t('lastActive', { date: session.lastActiveAt ? formatDate(session.lastActiveAt, locale, true) : t('unknown') }) +
      (session.loginAt ? t('signedInAt', { date: formatDate(session.loginAt, locale, true) }) : ''),
  }));
  return (
    <section aria-labelledby="devices">
      <h2 id="devices">{t('title')}</h2>
      <DevicesForm
        action={devicesAction}
        devices={devices}
        proofField={proofField}
        text={{
          thisDevice: t('thisDevice'),
          endSession: t('endSession'),
          endSessionOn: Object.fromEntries(devices.map((device) => [device.id, t('endSessionOn', { device: device.name })])),
          signOutEverywhere: t('signOutEverywhere'),
          confirmHint: t('confirmHint'),
          proofLabel: proofField === 'confirmUsername' ? t('yourUsername') : t('currentPassword'),
          ending: t('ending'),
        }}
      />
    </section>
  );
}
