import { CACHE_CAPS } from './cache-caps';
import { startE2eStack } from './stack-setup';

/**
 * The main suite: the embedded cms/ (on PostgreSQL when E2E_DATABASE_URL is set), in refresh mode
 * with access tokens that live 30 s, so sessions are refreshed during the suite as they would be
 * over hours of real use.
 */
export const ACCESS_TOKEN_SECONDS = 30;

export default function globalSetup() {
  return startE2eStack({
    databaseUrl: process.env.E2E_DATABASE_URL,
    strapiEnv: { ACCESS_TOKEN_LIFESPAN_SECONDS: String(ACCESS_TOKEN_SECONDS) },
    appEnv: {
      DATA_CACHE_ENTRIES: String(CACHE_CAPS.dataEntries),
      DATA_CACHE_MB: String(CACHE_CAPS.dataMegabytes),
      IMAGE_CACHE_MB: String(CACHE_CAPS.imageMegabytes),
    },
  });
}
