#!/usr/bin/env node
/**
 * `npm start`: the product on one machine. Installs what is missing, builds what changed, then
 * runs Strapi (1337, SQLite in cms/.tmp, demo content seeded on first start), the app (3000),
 * a mailbox with a web inbox (maildev: SMTP 1025, inbox 1080) and a local OpenID provider (4000)
 * for "Continue with Local-oidc". Ctrl-C stops everything.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  cmsDir,
  ensureAppBuilt,
  ensureCmsBuilt,
  ensureInstalled,
  isPortFree,
  isShuttingDown,
  log,
  randomSecret,
  root,
  startNext,
  startProcess,
  startStrapi,
  stopChildrenOnExit,
  strapiSecrets,
  waitForHttp,
} from './services.mjs';

const ports = {
  strapi: Number(process.env.STRAPI_PORT || 1337),
  app: Number(process.env.PORT || 3000),
  smtp: Number(process.env.SMTP_PORT || 1025),
  inbox: Number(process.env.MAILDEV_WEB_PORT || 1080),
  oidc: Number(process.env.OIDC_PORT || 4000),
};
const strapiUrl = `http://localhost:${ports.strapi}`;
const appUrl = `http://localhost:${ports.app}`;
const oidcUrl = `http://localhost:${ports.oidc}`;
const provider = 'local-oidc';
const admin = { email: 'admin@portico.local', password: 'Portico-admin-1' };
const demoUsers = [
  { email: 'ada@portico.local', password: 'Portico-demo-1' },
  { email: 'grace@portico.local', password: 'Portico-demo-2' },
];

/** Secrets made once per checkout and kept (git-ignored), so sessions survive restarts. */
function developmentSecrets() {
  const file = path.join(root, '.portico', 'dev-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = { ...strapiSecrets(), REVALIDATE_SECRET: randomSecret() };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

async function main() {
  stopChildrenOnExit();
  const busy = [];
  for (const [name, port] of Object.entries(ports)) if (!(await isPortFree(port))) busy.push(`${name} (${port})`);
  if (busy.length) {
    log(`these ports are taken: ${busy.join(', ')}. Stop what uses them, or set STRAPI_PORT, PORT, SMTP_PORT, MAILDEV_WEB_PORT or OIDC_PORT.`);
    process.exit(1);
  }

  ensureInstalled(root);
  ensureInstalled(cmsDir);
  const { REVALIDATE_SECRET, ...strapiKeys } = developmentSecrets();
  ensureCmsBuilt();
  const appEnv = { STRAPI_URL: strapiUrl, WEB_URL: appUrl, AUTH_PROVIDERS: `${provider}=Local OpenID`, REVALIDATE_SECRET };
  ensureAppBuilt({ distDir: '.next', env: appEnv });

  const logDir = path.join(root, '.portico', 'logs');
  const mailbox = startProcess('maildev', 'node', ['node_modules/maildev/bin/maildev', '--smtp', String(ports.smtp), '--web', String(ports.inbox), '--ip', '127.0.0.1', '--silent'], {
    logFile: path.join(logDir, 'maildev.log'),
  });
  const oidc = startProcess('oidc', 'node', ['e2e/support/oidc-server.mjs'], {
    env: { OIDC_PORT: String(ports.oidc), OIDC_ISSUER: oidcUrl, OIDC_REDIRECT_URIS: `${strapiUrl}/api/connect/${provider}/callback` },
    logFile: path.join(logDir, 'oidc.log'),
  });
  const strapi = startStrapi({
    port: ports.strapi,
    logFile: path.join(logDir, 'strapi.log'),
    env: {
      ...strapiKeys,
      PUBLIC_URL: strapiUrl,
      WEB_URL: appUrl,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(ports.smtp),
      OIDC_ISSUER: oidcUrl,
      OIDC_PROVIDER_NAME: provider,
      REVALIDATE_URL: `${appUrl}/api/revalidate`,
      REVALIDATE_SECRET,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: 'true',
    },
  });
  log('starting Strapi, the mailbox and the OpenID provider…');
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${ports.inbox}/`, { child: mailbox }),
    waitForHttp(`http://127.0.0.1:${ports.oidc}/.well-known/openid-configuration`, { child: oidc }),
    waitForHttp(`http://127.0.0.1:${ports.strapi}/_health`, { child: strapi, ok: (status) => status === 204, timeoutMs: 180_000 }),
  ]);
  const app = startNext({ port: ports.app, env: appEnv, logFile: path.join(logDir, 'next.log') });
  await waitForHttp(`http://127.0.0.1:${ports.app}/`, { child: app });

  process.stdout.write(`
  Portico is running.

    App                ${appUrl}
    Strapi admin       ${strapiUrl}/admin    (${admin.email} / ${admin.password})
    Strapi REST API    ${strapiUrl}/api
    Mail inbox         http://localhost:${ports.inbox}      (every email Strapi sends lands here)
    OpenID provider    ${oidcUrl}      (any login name and password)

  Demo accounts (sign in at ${appUrl}/login):
${demoUsers.map((user) => `    ${user.email.padEnd(22)} ${user.password}`).join('\n')}

  Logs: .portico/logs/   Stop: Ctrl-C
`);

  for (const child of [mailbox, oidc, strapi, app]) {
    child.on('exit', (code, signal) => {
      if (isShuttingDown()) return;
      log(`${child.label} stopped (${signal ?? code}); see .portico/logs/${child.label}.log. Stopping everything.`);
      process.kill(process.pid, 'SIGTERM');
    });
  }
}

main().catch((error) => {
  log(error.message);
  process.exit(1);
});
