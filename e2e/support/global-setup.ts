import { startE2eStack } from './stack-setup';

/** The main suite: the embedded cms/ (on PostgreSQL when E2E_DATABASE_URL is set). */
export default function globalSetup() {
  return startE2eStack({ databaseUrl: process.env.E2E_DATABASE_URL });
}
