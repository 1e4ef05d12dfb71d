import { createHmac, timingSafeEqual } from 'node:crypto';
import { safeNextPath } from '@/lib/http/request-path';

/** The links Strapi's preview handler signs: an HMAC-SHA256 of the expiry and the path with PREVIEW_SECRET. */
export interface PreviewLink {
  path: string | null;
  expires: string | null;
  signature: string | null;
}

export type PreviewLinkCheck = { ok: true; path: string } | { ok: false; status: 400 | 401; message: string };

export function previewSignature(path: string, expires: string | number, secret: string): string {
  return createHmac('sha256', secret).update(`${expires}\n${path}`).digest('base64url');
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function checkPreviewLink({ path, expires, signature }: PreviewLink, secret: string, nowSeconds: number): PreviewLinkCheck {
  if (!path || safeNextPath(path, '') !== path) {
    return { ok: false, status: 400, message: 'A preview opens a page of this site only: the path must start with a single "/".' };
  }
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature || !sameSignature(signature, previewSignature(path, expires, secret))) {
    return { ok: false, status: 401, message: 'This preview link is not valid. Open the preview again from Strapi.' };
  }
  if (Number(expires) < nowSeconds) {
    return { ok: false, status: 401, message: 'This preview link has expired. Open the preview again from Strapi.' };
  }
  return { ok: true, path };
}

/** Next's draft-mode cookie never expires: a preview also needs this pass, its expiry signed with PREVIEW_SECRET. */
export const PREVIEW_PASS_COOKIE = 'portico_preview';
export const PREVIEW_PASS_SECONDS = 60 * 60;

export function previewPass(secret: string, expiresSeconds: number): string {
  return `${expiresSeconds}.${createHmac('sha256', secret).update(`preview-pass\n${expiresSeconds}`).digest('base64url')}`;
}

export function isValidPreviewPass(value: string | undefined, secret: string, nowSeconds: number): boolean {
  const [expires, signature] = value?.split('.') ?? [];
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature) return false;
  return Number(expires) >= nowSeconds && sameSignature(signature, previewPass(secret, Number(expires)).split('.')[1]!);
}
