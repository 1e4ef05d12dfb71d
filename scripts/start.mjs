#!/usr/bin/env node
/**
 * `npm start`: the product on one machine. Installs what is missing, builds what changed, then
 * runs Strapi (1337, SQLite in cms/.tmp, demo content seeded on first start), the app (3000),
 * a mailbox with a web inbox (maildev: SMTP 1025, inbox 1080) and a local OpenID provider (4000)
 * for "Continue with Local-oidc". Ctrl-C stops everything.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startStack } from './stack/index.mjs';
import {
  cmsDir,
  ensureInstalled,
  isPortFree,
  isShuttingDown,
  log,
  randomSecret,
  root,
  stopChildrenOnExit,
  strapiSecrets,
} from './stack/processes.mjs';

const ports = {
  strapi: Number(process.env.STRAPI_PORT || 1337),
  app: Number(process.env.PORT || 3000),
  smtp: Number(process.env.SMTP_PORT || 1025),
  mailbox: Number(process.env.MAILDEV_WEB_PORT || 1080),
  oidc: Number(process.env.OIDC_PORT || 4000),
};
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
    log(
      `these ports are taken: ${busy.join(', ')}. Stop what uses them, or set STRAPI_PORT, PORT, SMTP_PORT, MAILDEV_WEB_PORT or OIDC_PORT.`,
    );
    process.exit(1);
  }

  ensureInstalled(root);
  ensureInstalled(cmsDir);
  const { REVALIDATE_SECRET, ...secrets } = developmentSecrets();
  log('starting Strapi, the mailbox, the OpenID provider and the app…');
  const stack = await startStack({
    profile: 'demo',
    ports,
    secrets,
    revalidateSecret: REVALIDATE_SECRET,
    admin,
    logDir: path.join(root, '.portico', 'logs'),
  });

  process.stdout.write(`
  Portico is running.

    App                ${stack.appUrl}
    Strapi admin       ${stack.strapiUrl}/admin    (${admin.email} / ${admin.password})
    Strapi REST API    ${stack.strapiUrl}/api
    Mail inbox         ${stack.mailboxUrl}      (every email Strapi sends lands here)
    OpenID provider    ${stack.oidcUrl}      (any login name and password; "Continue with Acme ID" on the sign-in page)

  Demo accounts (sign in at ${stack.appUrl}/login):
${demoUsers.map((user) => `    ${user.email.padEnd(22)} ${user.password}`).join('\n')}

  Logs: .portico/logs/   Stop: Ctrl-C
`);

  for (const child of Object.values(stack.processes)) {
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
