import { firstValue } from '@/server/shared/first-value.mjs';
import type { Translate } from '@/lib/i18n/interpolate';
import { AUTH_ERROR_MESSAGES, isAuthErrorCode } from './auth-errors';
import { RETAINED_FIELDS } from './actions';

type SearchParams = Record<string, string | string[] | undefined>;

/** After a plain form post came back: its error and what was typed. */
export function formStateFromUrl(params: SearchParams, t?: Translate) {
  const code = firstValue(params.error);
  const initialValues: Record<string, string> = {};
  for (const field of RETAINED_FIELDS) {
    const value = firstValue(params[field]);
    if (value) initialValues[field] = value;
  }
  const initialError = isAuthErrorCode(code) ? (t ? t(code) : AUTH_ERROR_MESSAGES[code]) : undefined;
  return { initialError, initialErrorCode: initialError ? code : undefined, initialValues };
}
