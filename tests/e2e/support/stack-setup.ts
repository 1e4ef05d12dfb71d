import path from 'node:path';
import { startControl } from './control.mjs';
import { startStack } from '../../../scripts/stack/index.mjs';

/**
 * Starts the whole stack once per Playwright run and hands its addresses to the test workers
 * through the environment (workers start after this and inherit it). Every suite's global setup
 * (tests/e2e/support/global-setup.ts, tests/e2e/atlas/support/global-setup.ts) goes through here, so specs
 * read the same names whichever Strapi they run against.
 */
export async function startE2eStack(options: Parameters<typeof startStack>[0] = {}): Promise<() => Promise<void>> {
  const stack = await startStack(options);
  process.env.E2E_BASE_URL = stack.appUrl;
  // The same names the Jest integration setup uses, so tests/support/backend.ts serves both.
  process.env.STRAPI_TEST_URL = stack.strapiUrl;
  process.env.MAILBOX_TEST_URL = stack.mailboxUrl;
  process.env.OIDC_TEST_URL = stack.oidcUrl;
  process.env.STRAPI_TEST_REQUESTS = stack.requestRecordFile ?? '';
  process.env.STRAPI_TEST_ADMIN = JSON.stringify(stack.admin);
  process.env.STRAPI_TEST_JWT_SECRET = stack.jwtSecret;
  process.env.E2E_REVALIDATE_SECRET = stack.revalidateSecret;
  process.env.E2E_PROVIDER = stack.provider;
  process.env.E2E_PREVIEW_API_TOKEN = stack.previewApiToken;
  process.env.E2E_APP_DIR = stack.appDir;
  process.env.E2E_LOG_DIR = stack.logDir;
  process.env.E2E_METRICS_TOKEN = stack.metricsToken ?? '';
  // Where Strapi serves /uploads from: specs put files there as if stored before portico-guard.
  process.env.STRAPI_TEST_UPLOADS_DIR = stack.dataDir ? path.join(stack.dataDir, 'public', 'uploads') : '';
  const control = await startControl(stack);
  process.env.E2E_CONTROL_URL = control.url;
  return async () => {
    await control.close();
    await stack.stop();
  };
}
