import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getRequestLocale, localHref } from '@/lib/i18n/request-locale';
import type { PasswordFieldText } from './password-fields';

/** An account page's words, and the hidden `locale` field that keeps the visitor's language through the post. */
export async function authPageText(passwordMinLength?: number) {
  const [t, tErrors, { locale }] = await Promise.all([getTranslations('Auth'), getTranslations('AuthErrors'), getRequestLocale()]);
  const passwords: PasswordFieldText = {
    newPassword: t('newPassword'),
    confirmNewPassword: t('confirmNewPassword'),
    hint: t('passwordHint', { count: passwordMinLength ?? 0 }),
  };
  const localeField: Record<string, string> = locale && !locale.isDefault ? { locale: locale.code } : {};
  return { t, tErrors: (key: string) => tErrors(key), passwords, localeField, href: localHref };
}
