import 'server-only';
import { loadCatalog } from '@/lib/i18n/catalogs';
import { translator, type Translate } from '@/lib/i18n/interpolate';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import type { RuleText } from './rule-text';

/**
 * The words a save, a delete or an upload answers with, in the language of the page the form was
 * on (proxy.ts gives a server action its page's locale, /fr/… too): the form's rules
 * ("FormRules", the same plain strings the browser checks with) and the outcomes ("SaveErrors").
 */
export async function requestWords(): Promise<{ rules: RuleText; say: Translate }> {
  const { locale } = await getRequestLocale();
  const code = locale?.code ?? 'en';
  const { messages } = await loadCatalog(code);
  return {
    rules: { t: translator(messages.FormRules as Record<string, unknown>, 'FormRules'), locale: code },
    say: translator(messages.SaveErrors as Record<string, unknown>, 'SaveErrors'),
  };
}
