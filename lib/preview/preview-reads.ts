import 'server-only';
import { cookies, draftMode } from 'next/headers';
import type { ReadOptions, StrapiClient } from '@/lib/strapi';
import { strapiClientFor } from '@/lib/strapi/request-clients';
import { isValidPreviewPass, PREVIEW_PASS_COOKIE } from './preview-link';
import { previewApiToken, previewSecret } from './preview-settings';

/** Reads while an editor previews: drafts, with the read-only token; a read with a token is never cached or stored. */
export interface DraftReader {
  client: StrapiClient;
  options: ReadOptions;
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

/** The preview banner, and the refresh on the admin's saves, show only then. */
export async function isPreviewing(): Promise<boolean> {
  const secret = previewSecret();
  if (!secret || !previewApiToken() || !(await draftMode()).isEnabled) return false;
  // Draft mode alone is not enough: its cookie never expires.
  const pass = (await cookies()).get(PREVIEW_PASS_COOKIE)?.value;
  return isValidPreviewPass(pass, secret, Math.floor(Date.now() / 1000));
}
