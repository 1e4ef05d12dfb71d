import { startE2eStack } from '../../support/stack-setup';

/**
 * The second content model (tests/atlas-cms): its own Strapi and its own site folder's build
 * (.next-atlas, whose home page is one of its places), configured as an operator of that Strapi
 * would: it offers no provider sign-in. On PostgreSQL when E2E_DATABASE_URL is set.
 */
export default function globalSetup() {
  return startE2eStack({
    cms: 'tests/atlas-cms',
    databaseUrl: process.env.E2E_DATABASE_URL,
    logName: 'atlas',
    appEnv: { AUTH_PROVIDERS: '' },
  });
}
