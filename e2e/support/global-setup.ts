import { startStack } from './stack.mjs';

/**
 * Starts the whole stack once per run and hands its addresses to the test workers through the
 * environment (workers start after this and inherit it).
 */
export default async function globalSetup() {
  const stack = await startStack({ databaseUrl: process.env.E2E_DATABASE_URL });
  process.env.E2E_BASE_URL = stack.appUrl;
  process.env.E2E_STRAPI_URL = stack.strapiUrl;
  process.env.E2E_MAILBOX_URL = stack.mailboxUrl;
  process.env.E2E_OIDC_URL = stack.oidcUrl;
  process.env.E2E_REVALIDATE_SECRET = stack.revalidateSecret;
  process.env.E2E_PROVIDER = stack.provider;
  process.env.E2E_ADMIN = JSON.stringify(stack.admin);
  return async () => {
    await stack.stop();
  };
}
