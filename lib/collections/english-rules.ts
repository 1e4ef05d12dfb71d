import en from '@/messages/en.json';
import { translator } from '@/lib/i18n/interpolate';
import type { RuleText } from './rule-text';

/** For the unit tests: the app passes the page's own. */
export const ENGLISH_RULES: RuleText = { t: translator(en.FormRules, 'FormRules'), locale: 'en' };
