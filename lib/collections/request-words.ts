import 'server-only';
import { loadMessages } from '@/lib/i18n/messages';
import { translator, type Translate } from '@/lib/i18n/interpolate';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import type { RuleText } from './rule-text';

export interface RequestWords {
  rules: RuleText;
  say: Translate;
}

/**
 * In the language of the page the form was on: the proxy gives a server action its page's locale; a route under /api,
 * which the proxy does not see, is told it (`code`).
 */
export async function requestWords(code?: string | null): Promise<RequestWords> {
  const asked = code ?? (await getRequestLocale()).locale?.code ?? 'en';
  const { code: found, messages } = await loadMessages(asked);
  return {
    rules: { t: translator(messages.FormRules as Record<string, unknown>, 'FormRules'), locale: found },
    say: translator(messages.SaveErrors as Record<string, unknown>, 'SaveErrors'),
  };
}
