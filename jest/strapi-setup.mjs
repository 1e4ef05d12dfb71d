import { startStack } from '../stack/index.mjs';

/** Starts Strapi (throwaway database), the mailbox and the OpenID provider for the integration tests. */
export default async function setup() {
  const stack = await startStack({ withApp: false, logName: 'jest' });
  globalThis.__PORTICO_STACK__ = stack;
  process.env.STRAPI_TEST_URL = stack.strapiUrl;
  process.env.MAILBOX_TEST_URL = stack.mailboxUrl;
  process.env.OIDC_TEST_URL = stack.oidcUrl;
  process.env.STRAPI_TEST_REQUESTS = stack.requestRecordFile;
  process.env.STRAPI_TEST_ADMIN = JSON.stringify(stack.admin);
}
