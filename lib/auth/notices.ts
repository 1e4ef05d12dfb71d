import en from '@/messages/en.json';

/**
 * Confirmations shown after a redirect, by code (no free text from the URL reaches the page): the
 * catalogs' "Notices" namespace.
 */
export const NOTICES = en.Notices;

export type NoticeCode = keyof typeof NOTICES;

export function isNoticeCode(code: unknown): code is NoticeCode {
  return typeof code === 'string' && Object.hasOwn(NOTICES, code);
}

/** The English wording (the page shows the catalog's, through Notice). */
export function noticeFor(code: unknown): string | undefined {
  return isNoticeCode(code) ? NOTICES[code] : undefined;
}
