import { startE2eStack } from '../../support/stack-setup';

/**
 * The second content model (tests/atlas-cms): its own Strapi, and the same build of the app as
 * the main suite (.next-e2e: nothing in it is written for either model), configured as an operator
 * of that Strapi would: its about page is the home page, and it offers no provider sign-in. On
 * PostgreSQL when E2E_DATABASE_URL is set.
 */
export default function globalSetup() {
  return startE2eStack({
    cms: 'tests/atlas-cms',
    databaseUrl: process.env.E2E_DATABASE_URL,
    logName: 'atlas',
    appEnv: { HOME_SINGLE_TYPE: 'about-page', AUTH_PROVIDERS: '' },
  });
}
