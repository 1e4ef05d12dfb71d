import { endDeviceSessionAction, signOutEverywhereAction } from '@/app/account/actions';
import { getLocale } from 'next-intl/server';
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
 * to server actions: they work without JavaScript.
 */
export async function SignedInDevices() {
  const locale = await getLocale();
  const sessions = await readSessions();
  if (!sessions) return null;
  return (
    <section aria-labelledby="devices">
      <h2 id="devices">Signed-in devices</h2>
      <ul className="device-list">
        {sessions.map((session) => (
          <li key={session.id} className="device">
            <div>
              <strong>{session.deviceName || 'Unknown device'}</strong>
              {session.current && <span className="badge">This device</span>}
              <p className="muted">
                Last active {session.lastActiveAt ? formatDate(session.lastActiveAt, locale, true) : 'unknown'}
                {session.loginAt ? `; signed in ${formatDate(session.loginAt, locale, true)}` : ''}
              </p>
            </div>
            {!session.current && (
              <form action={endDeviceSessionAction.bind(null, session.id)}>
                <button type="submit" className="button secondary" aria-label={`End session on ${session.deviceName || 'unknown device'}`}>
                  End session
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      <form action={signOutEverywhereAction}>
        <button type="submit" className="button secondary">
          Sign out everywhere
        </button>
      </form>
    </section>
  );
}
