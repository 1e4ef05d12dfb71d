import en from '@/messages/en.json';
import { translator } from '@/lib/i18n/interpolate';
import type { RuleText } from './rule-text';

/** The form rules' words in English, for the unit tests (the app passes the page's own: rule-text.ts). */
export const ENGLISH_RULES: RuleText = { t: translator(en.FormRules, 'FormRules'), locale: 'en' };
