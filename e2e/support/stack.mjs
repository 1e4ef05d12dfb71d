/**
 * The real parts an end-to-end run needs, each on a free 127.0.0.1 port: the mailbox, the
 * OpenID provider, Strapi on a throwaway database and upload folder, and a production build
 * of the app. `startStack()` returns the addresses and a `stop()`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFaultProxy } from './fault-proxy.mjs';
import {
  ensureAppBuilt,
  ensureCmsBuilt,
  freePort,
  randomSecret,
  root,
  startNext,
  startProcess,
  startStrapi,
  stopProcess,
  strapiSecrets,
  waitForHttp,
} from '../../scripts/services.mjs';

export async function startStack({ databaseUrl, keepData = false, withApp = true, appEnv = {}, strapiEnv = {}, logName = 'e2e', distDir = '.next-e2e', faultProxy = true } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-e2e-'));
  const logDir = path.join(root, 'test-results', 'logs', logName);
  mkdirSync(path.join(dataDir, 'public', 'uploads'), { recursive: true });
  const [strapiPort, appPort, smtpPort, mailboxPort, oidcPort, proxyPort] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort(), freePort()]);

  // Strapi itself; the app reaches it through the fault proxy (stack.fault), so tests can break the link.
  const strapiUrl = `http://127.0.0.1:${strapiPort}`;
  const appUrl = `http://127.0.0.1:${appPort}`;
  const oidcUrl = `http://127.0.0.1:${oidcPort}`;
  const mailboxUrl = `http://127.0.0.1:${mailboxPort}`;
  const revalidateSecret = randomSecret();
  const admin = { email: 'admin@portico.test', password: `Admin-1${randomSecret(12)}` };
  const provider = 'local-oidc';
  const started = [];
  let jwtSecret;

  let fault;
  let strapiOptions;
  const stop = async () => {
    await fault?.close();
    await Promise.all(started.reverse().map((child) => stopProcess(child)));
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    ensureCmsBuilt();
    const mailbox = startProcess('mailbox', 'node', ['e2e/support/mailbox-server.mjs'], {
      env: { MAILBOX_SMTP_PORT: String(smtpPort), MAILBOX_HTTP_PORT: String(mailboxPort) },
      logFile: path.join(logDir, 'mailbox.log'),
    });
    started.push(mailbox);
    const oidc = startProcess('oidc', 'node', ['e2e/support/oidc-server.mjs'], {
      env: { OIDC_PORT: String(oidcPort), OIDC_REDIRECT_URIS: `${strapiUrl}/api/connect/${provider}/callback` },
      logFile: path.join(logDir, 'oidc.log'),
    });
    started.push(oidc);

    const secrets = strapiSecrets();
    jwtSecret = secrets.JWT_SECRET;
    strapiOptions = {
      port: strapiPort,
      logFile: path.join(logDir, 'strapi.log'),
      env: {
        ...secrets,
        TRUST_PROXY: 'true',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_FILENAME: path.join(dataDir, 'data.db') }),
        PUBLIC_DIR: path.join(dataDir, 'public'),
        PUBLIC_URL: strapiUrl,
        WEB_URL: appUrl,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        OIDC_ISSUER: oidcUrl,
        OIDC_PROVIDER_NAME: provider,
        REVALIDATE_URL: `${appUrl}/api/revalidate`,
        REVALIDATE_SECRET: revalidateSecret,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        EMAIL_CONFIRMATION: 'false',
        REQUEST_RECORD_FILE: path.join(dataDir, 'requests.jsonl'),
        ...strapiEnv,
      },
    };
    let strapi = startStrapi(strapiOptions);
    started.push(strapi);
    if (faultProxy) fault = await startFaultProxy({ port: proxyPort, targetPort: strapiPort });

    const appSettings = { STRAPI_URL: fault?.url ?? strapiUrl, WEB_URL: appUrl, STRAPI_TIMEOUT_MS: '4000', BACKEND_PROBE_TIMEOUT_MS: '1500', AUTH_PROVIDERS: `${provider}=Local OpenID`, REVALIDATE_SECRET: revalidateSecret, ...appEnv };
    if (withApp) ensureAppBuilt({ distDir, env: appSettings });
    await Promise.all([
      waitForHttp(`${mailboxUrl}/messages`, { child: mailbox }),
      waitForHttp(`${oidcUrl}/.well-known/openid-configuration`, { child: oidc }),
      waitForHttp(`${strapiUrl}/_health`, { child: strapi, ok: (status) => status === 204 }),
    ]);
    let app = null;
    if (withApp) {
      app = startNext({ port: appPort, distDir, env: appSettings, logFile: path.join(logDir, 'next.log') });
      started.push(app);
      await waitForHttp(`${appUrl}/`, { child: app });
    }

    /** Stops Strapi for real (an outage), or starts it again on the same port and database. */
    const stopStrapi = async () => {
      await stopProcess(strapi);
    };
    const startStrapiAgain = async () => {
      strapi = startStrapi(strapiOptions);
      started.push(strapi);
      await waitForHttp(`${strapiUrl}/_health`, { child: strapi, ok: (status) => status === 204 });
    };
    return { stopStrapi, startStrapiAgain, fault, appProcess: () => app, strapiUrl, appUrl, oidcUrl, mailboxUrl, revalidateSecret, provider, admin, jwtSecret, dataDir, requestRecordFile: path.join(dataDir, 'requests.jsonl'), databaseFile: path.join(dataDir, 'data.db'), stop, processes: { strapi, app, mailbox, oidc } };
  } catch (error) {
    await stop();
    throw error;
  }
}
