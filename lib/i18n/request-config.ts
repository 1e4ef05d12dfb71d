import { getRequestConfig } from 'next-intl/server';
import { loadMessages, withInterfaceWords } from './messages';
import { getRequestLocale } from './request-locale';
import { activeSite } from '@/lib/site/active';

export default getRequestConfig(async ({ locale: explicit }) => {
  // Route handlers (no proxy, no header) name the locale themselves.
  const code = explicit ?? (await getRequestLocale()).locale?.code ?? 'en';
  const { messages } = await loadMessages(code);
  const site = activeSite.messages?.[code] ?? activeSite.messages?.en;
  const own = withInterfaceWords(messages, activeSite.interfaceWords?.[code]);
  // Dates are shown as Strapi stores them (UTC), the same on every server.
  return { locale: code, messages: site ? { ...own, Site: site } : own, timeZone: 'UTC' };
});
