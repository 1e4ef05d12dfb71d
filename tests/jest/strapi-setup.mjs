import path from 'node:path';
import { startStack } from '../../scripts/stack/index.mjs';

/**
 * What members may upload here (the portico-guard plugin's settings): an operator's extra type
 * (PDF), so that a media field's own allowedTypes can be seen narrowing it, and limits small
 * enough that tests reach them with files of a few hundred kilobytes. The defaults (images only,
 * 10 MB, 200 MB) are what the end-to-end suite's Strapi runs with.
 */
export const INTEGRATION_UPLOAD_LIMITS = {
  MEMBER_UPLOAD_TYPES: 'image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf',
  MEMBER_UPLOAD_MAX_MB: '1',
  MEMBER_UPLOAD_QUOTA_MB: '2',
};

/** Starts Strapi (throwaway database), the mailbox and the OpenID provider for the integration tests. */
export default async function setup() {
  const stack = await startStack({ withApp: false, logName: 'jest', strapiEnv: INTEGRATION_UPLOAD_LIMITS });
  globalThis.__PORTICO_STACK__ = stack;
  process.env.STRAPI_TEST_URL = stack.strapiUrl;
  // The app's address Strapi was given (WEB_URL): its emails' links, and the origin passkeys are made for.
  process.env.STRAPI_TEST_WEB_URL = stack.appUrl;
  process.env.MAILBOX_TEST_URL = stack.mailboxUrl;
  process.env.OIDC_TEST_URL = stack.oidcUrl;
  process.env.STRAPI_TEST_REQUESTS = stack.requestRecordFile;
  process.env.STRAPI_TEST_ADMIN = JSON.stringify(stack.admin);
  // What an app in front of this Strapi holds, for the plugin's check.
  process.env.STRAPI_TEST_APP_SECRETS = JSON.stringify({
    REVALIDATE_SECRET: stack.revalidateSecret,
    PREVIEW_SECRET: stack.previewSecret,
    PREVIEW_API_TOKEN: stack.previewApiToken,
  });
  // Where Strapi serves /uploads from: tests put files there as if stored before portico-guard.
  process.env.STRAPI_TEST_UPLOADS_DIR = path.join(stack.dataDir, 'public', 'uploads');
}
