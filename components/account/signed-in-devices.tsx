import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/i18n/format';
import { strapiAuth } from '@/lib/auth/session';
import type { StrapiSession } from '@/lib/strapi';

/** The user's sessions, as Strapi lists them in refresh mode; null when it keeps none (legacy mode). */
async function readSessions(): Promise<StrapiSession[] | null> {
  try {
    return await (await strapiAuth()).fetchSessions();
  } catch {
    return null;
  }
}

/**
 * "Signed-in devices": every session of the user with its device and last activity, "This device"
 * on the current one, "End session" on the others, and "Sign out everywhere". Plain forms posting
 * to the page's server actions: they work without JavaScript.
 */
export async function SignedInDevices({
  endDeviceSessionAction,
  signOutEverywhereAction,
}: {
  endDeviceSessionAction: (sessionId: string) => Promise<void>;
  signOutEverywhereAction: () => Promise<void>;
}) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('Devices')]);
  const sessions = await readSessions();
  if (!sessions) return null;
  return (
    <section aria-labelledby="devices">
      <h2 id="devices">{t('title')}</h2>
      <ul className="device-list">
        {sessions.map((session) => (
          <li key={session.id} className="device">
            <div>
              <strong>{session.deviceName || t('unknownDevice')}</strong>
              {session.current && <span className="badge">{t('thisDevice')}</span>}
              <p className="muted">
                {t('lastActive', { date: session.lastActiveAt ? formatDate(session.lastActiveAt, locale, true) : t('unknown') })}
                {session.loginAt ? t('signedInAt', { date: formatDate(session.loginAt, locale, true) }) : ''}
              </p>
            </div>
            {!session.current && (
              <form action={endDeviceSessionAction.bind(null, session.id)}>
                <button
                  type="submit"
                  className="button secondary"
                  aria-label={t('endSessionOn', { device: session.deviceName || t('unknownDevice') })}
                >
                  {t('endSession')}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      <form action={signOutEverywhereAction}>
        <button type="submit" className="button secondary">
          {t('signOutEverywhere')}
        </button>
      </form>
    </section>
  );
}
