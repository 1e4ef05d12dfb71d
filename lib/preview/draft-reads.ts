import 'server-only';
import { cookies, draftMode } from 'next/headers';
import type { ReadOptions, StrapiClient } from '@/lib/strapi';
import { strapiClientFor } from '@/lib/strapi/request-clients';
import { isValidPreviewPass, PREVIEW_PASS_COOKIE } from './preview-link';
import { previewApiToken, previewSecret } from './preview-settings';

/**
 * How pages read while an editor previews (Next's draft mode, turned on by /api/preview): the
 * latest drafts, with the read-only preview token. A read sent with a token is never cached
 * (StrapiClient), and draft-mode requests bypass the page server's store, so a draft is
 * never shared. Null outside draft mode: pages read as usual.
 */
export interface DraftReader {
  client: StrapiClient;
  options: ReadOptions;
  /** Added to the query: Strapi answers the draft of each document (types without Draft & Publish ignore it). */
  query: { status: 'draft' };
}

export async function draftReader(): Promise<DraftReader | null> {
  const token = previewApiToken();
  if (!token || !(await isPreviewing())) return null;
  return {
    client: await strapiClientFor(token),
    options: {},
    query: { status: 'draft' },
  };
}

/** Whether this request is a preview: the banner and the refresh on the admin's saves show only then. */
export async function isPreviewing(): Promise<boolean> {
  const secret = previewSecret();
  if (!secret || !previewApiToken() || !(await draftMode()).isEnabled) return false;
  // Draft mode alone is not enough: its cookie never expires (see previewPass).
  const pass = (await cookies()).get(PREVIEW_PASS_COOKIE)?.value;
  return isValidPreviewPass(pass, secret, Math.floor(Date.now() / 1000));
}
