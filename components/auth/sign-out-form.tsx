import { getTranslations } from 'next-intl/server';
import { getRequestLocale } from '@/lib/i18n/request-locale';

/** A plain POST, so that the handler deletes the HttpOnly cookie; the locale goes along, to land on its home page. */
export async function SignOutForm({ variant = 'link', label }: { variant?: 'link' | 'button'; label?: string }) {
  const [t, { locale }] = await Promise.all([getTranslations('Header'), getRequestLocale()]);
  return (
    <form action="/api/auth/logout" method="post" className="inline-form">
      {locale && <input type="hidden" name="locale" value={locale.code} />}
      <button type="submit" className={variant === 'link' ? 'button-link' : 'button quiet'}>
        {label ?? t('signOut')}
      </button>
    </form>
  );
}
