import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/i18n/format';
import { strapiClient } from '@/lib/auth/session';
import { fetchActivity, type AccountEvent } from '@/lib/strapi';
import { LocalLink } from '@/components/ui/local-link';

/** The kinds the catalog words; another (a newer plugin's) shows as Strapi names it. */
const KINDS = new Set([
  'signed-in',
  'sign-in-failed',
  'registered',
  'password-changed',
  'password-reset',
  'email-change-asked',
  'email-changed',
  'username-changed',
  'signed-out',
  'signed-out-everywhere',
  'session-ended',
  'account-secured',
  'data-exported',
  'second-factor-on',
  'second-factor-off',
  'recovery-codes-renewed',
  'recovery-code-used',
  'second-factor-removed',
  'passkey-added',
  'passkey-removed',
]);

async function readActivity(): Promise<AccountEvent[] | null> {
  try {
    return await fetchActivity(await strapiClient());
  } catch {
    return null;
  }
}

/** The account's security events of the last 90 days, each with "This wasn't me"; nothing when Strapi keeps none. */
export async function AccountActivity() {
  const [locale, t, events] = await Promise.all([getLocale(), getTranslations('Activity'), readActivity()]);
  if (!events) return null;
  return (
    <section aria-labelledby="activity">
      <h2 id="activity">{t('title')}</h2>
      <p className="muted">{t('kept')}</p>
      {events.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="activity-list">
          {events.map((event, index) => (
            <li key={`${event.at}-${index}`} className="activity">
              <div>
                <strong>{KINDS.has(event.kind) ? t(`kinds.${event.kind}`) : event.kind}</strong>
                <p className="muted">
                  <time dateTime={event.at}>{formatDate(event.at, locale, true)}</time>
                  {event.device ? ` · ${event.device}` : ''}
                  {event.provider && event.provider !== 'local' ? ` · ${event.provider}` : ''}
                </p>
              </div>
              <LocalLink
                href="/secure-account"
                aria-label={t('notMeAbout', { event: KINDS.has(event.kind) ? t(`kinds.${event.kind}`) : event.kind })}
              >
                {t('notMe')}
              </LocalLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
