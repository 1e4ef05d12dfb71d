import 'server-only';
import { loadMessages } from '@/lib/i18n/messages';
import { translator, type Translate } from '@/lib/i18n/interpolate';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import type { RuleText } from './rule-text';

/** In the language of the page the form was on: the proxy gives a server action its page's locale. */
export async function requestWords(): Promise<{ rules: RuleText; say: Translate }> {
  const { locale } = await getRequestLocale();
  const code = locale?.code ?? 'en';
  const { messages } = await loadMessages(code);
  return {
    rules: { t: translator(messages.FormRules as Record<string, unknown>, 'FormRules'), locale: code },
    say: translator(messages.SaveErrors as Record<string, unknown>, 'SaveErrors'),
  };
}
