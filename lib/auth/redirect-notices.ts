import en from '@/messages/en.json';

/** By code: no free text from the URL reaches the page. */
export const NOTICES = en.Notices;

export type NoticeCode = keyof typeof NOTICES;

export function isNoticeCode(code: unknown): code is NoticeCode {
  return typeof code === 'string' && Object.hasOwn(NOTICES, code);
}

export function noticeFor(code: unknown): string | undefined {
  return isNoticeCode(code) ? NOTICES[code] : undefined;
}
