import { firstValue } from '@/server/first-value.mjs';
import { AUTH_ERROR_MESSAGES, isAuthErrorCode } from './messages';
import { RETAINED_FIELDS } from './actions';

type SearchParams = Record<string, string | string[] | undefined>;

/** What a form page needs from its URL after a plain form post came back: the error, and what was typed. */
export function formStateFromUrl(params: SearchParams) {
  const code = firstValue(params.error);
  const initialValues: Record<string, string> = {};
  for (const field of RETAINED_FIELDS) {
    const value = firstValue(params[field]);
    if (value) initialValues[field] = value;
  }
  return { initialError: isAuthErrorCode(code) ? AUTH_ERROR_MESSAGES[code] : undefined, initialValues };
}
