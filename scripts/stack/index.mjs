/**
 * The real parts Portico runs with, started in one place for `npm start`, the tests (Playwright,
 * Jest integration, load and scale tests) and the benchmark: the mailbox (maildev), the OpenID
 * provider, Strapi (cms/), optionally the fault proxy between the app and Strapi, and a production
 * build of the app behind its page server. Everything listens on 127.0.0.1.
 *
 * Two profiles:
 * - "test" (the default): free ports, a throwaway database and upload folder, fresh secrets, short
 *   timeouts, the fault proxy, and Strapi recording what it receives;
 * - "demo" (`npm start`): the ports and secrets given, cms/'s own SQLite database and uploads (kept
 *   between runs, demo content seeded on the first), addresses on localhost.
 *
 * `cms` names another Strapi app to start instead of cms/ (tests/atlas-cms, the end-to-end suite's
 * second content model), run on cms/'s packages.
 *
 * `startStack()` answers the addresses and a `stop()`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFaultProxy } from './fault-proxy.mjs';
import { startMailbox } from './mailbox.mjs';
import {
  ensureAppBuilt,
  cmsDir,
  ensureCmsBuilt,
  freePort,
  linkCmsPackages,
  linkPluginPackages,
  randomSecret,
  root,
  startNext,
  startProcess,
  startStrapi,
  stopProcess,
  strapiSecrets,
  waitForHttp,
} from './processes.mjs';

const PROVIDER = 'local-oidc';

async function choosePorts(fixed) {
  const names = ['strapi', 'app', 'smtp', 'mailbox', 'oidc', 'faultProxy'];
  const chosen = await Promise.all(names.map((name) => fixed[name] ?? freePort()));
  return Object.fromEntries(names.map((name, index) => [name, chosen[index]]));
}

/**
 * The build each content model's tests use, with its site folder: the demo's for cms/, the second
 * model's for tests/atlas-cms. `npm start` builds the demo's too (into .next). PORTICO_SITE set to
 * nothing asks for Portico's generic site (an operator's first build), whichever the model.
 * @param {string} cms
 * @param {string | undefined} site
 */
export function buildFor(cms, site = process.env.PORTICO_SITE) {
  if (site === '') return { distDir: '.next-generic', site: '' };
  return cms === 'tests/atlas-cms' ? { distDir: '.next-atlas', site: 'sites/atlas' } : { distDir: '.next-e2e', site: 'sites/demo' };
}

export async function startStack({
  profile = 'test',
  ports: fixedPorts = {},
  secrets = strapiSecrets(),
  revalidateSecret = randomSecret(),
  // Strapi's Preview: the link signing secret and the read-only token both sides are given.
  previewSecret = randomSecret(),
  previewApiToken = randomSecret(32),
  admin = { email: 'admin@portico.test', password: `Admin-1${randomSecret(12)}` },
  databaseUrl,
  keepData = false,
  withApp = true,
  appEnv = {},
  strapiEnv = {},
  logName = 'e2e',
  logDir = path.join(root, 'test-results', 'logs', logName),
  faultProxy = profile === 'test',
  // The Strapi app folder, relative to the repository: cms/ by default; tests/atlas-cms for the
  // second content model (it runs on cms/'s packages and needs no build: see linkCmsPackages).
  cms = 'cms',
  // Each content model's site folder, in a build of its own.
  distDir = profile === 'demo' ? '.next' : buildFor(cms).distDir,
  // The host name in every address the stack hands out (its servers listen on 127.0.0.1 either way).
  hostName = '127.0.0.1',
} = {}) {
  const demo = profile === 'demo';
  const strapiDir = path.resolve(root, cms);
  const embeddedCms = strapiDir === cmsDir;
  const dataDir = demo ? null : mkdtempSync(path.join(os.tmpdir(), 'portico-e2e-'));
  // Each test run's logs start empty, so a check of them reads this run's lines only.
  if (!demo) rmSync(logDir, { recursive: true, force: true });
  if (dataDir) mkdirSync(path.join(dataDir, 'public', 'uploads'), { recursive: true });
  const ports = await choosePorts(fixedPorts);

  // Browsers keep cookies per host name: the demo's addresses are on localhost, as people type them. A browser
  // refuses passkeys on an IP address (WebAuthn's relying party is a domain): the e2e suite asks for localhost too.
  const host = demo ? 'localhost' : hostName;
  const strapiUrl = `http://${host}:${ports.strapi}`;
  const appUrl = `http://${host}:${ports.app}`;
  const oidcUrl = `http://${host}:${ports.oidc}`;
  const mailboxUrl = `http://${host}:${ports.mailbox}`;
  const local = (port) => `http://127.0.0.1:${port}`;
  const started = [];
  // Who may read /metrics from anywhere (app and Strapi); tests read it with and without.
  const metricsToken = demo ? undefined : randomSecret();

  let fault;
  let strapiOptions;
  const stop = async () => {
    await fault?.close();
    await Promise.all(started.reverse().map((child) => stopProcess(child)));
    if (dataDir && !keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    if (embeddedCms) ensureCmsBuilt();
    else {
      linkCmsPackages(strapiDir);
      linkPluginPackages();
    }
    const mailbox = startMailbox({
      smtpPort: ports.smtp,
      webPort: ports.mailbox,
      mailDirectory: dataDir ? path.join(dataDir, 'mail') : undefined,
      logFile: path.join(logDir, 'mailbox.log'),
    });
    started.push(mailbox);
    const oidc = startProcess('oidc', 'node', ['scripts/stack/oidc-provider.mjs'], {
      env: { OIDC_PORT: String(ports.oidc), OIDC_ISSUER: oidcUrl, OIDC_REDIRECT_URIS: `${strapiUrl}/api/connect/${PROVIDER}/callback` },
      logFile: path.join(logDir, 'oidc.log'),
    });
    started.push(oidc);

    strapiOptions = {
      dir: strapiDir,
      port: ports.strapi,
      logFile: path.join(logDir, 'strapi.log'),
      env: {
        ...secrets,
        TRUST_PROXY: 'true',
        PUBLIC_URL: strapiUrl,
        WEB_URL: appUrl,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(ports.smtp),
        OIDC_ISSUER: oidcUrl,
        OIDC_PROVIDER_NAME: PROVIDER,
        REVALIDATE_URL: `${appUrl}/api/revalidate`,
        REVALIDATE_SECRET: revalidateSecret,
        PREVIEW_SECRET: previewSecret,
        PREVIEW_API_TOKEN: previewApiToken,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        ...(metricsToken ? { METRICS_TOKEN: metricsToken } : {}),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...(dataDir
          ? {
              ...(databaseUrl ? {} : { DATABASE_FILENAME: path.join(dataDir, 'data.db') }),
              PUBLIC_DIR: path.join(dataDir, 'public'),
              EMAIL_CONFIRMATION: 'false',
              REQUEST_RECORD_FILE: path.join(dataDir, 'requests.jsonl'),
            }
          : {}),
        ...strapiEnv,
      },
    };
    let strapi = startStrapi(strapiOptions);
    started.push(strapi);
    if (faultProxy) fault = await startFaultProxy({ port: ports.faultProxy, targetPort: ports.strapi });

    const appSettings = {
      STRAPI_URL: fault?.url ?? strapiUrl,
      WEB_URL: appUrl,
      AUTH_PROVIDERS: `${PROVIDER}=Acme ID`,
      REVALIDATE_SECRET: revalidateSecret,
      PREVIEW_SECRET: previewSecret,
      PREVIEW_API_TOKEN: previewApiToken,
      ...(metricsToken ? { METRICS_TOKEN: metricsToken } : {}),
      // The admin frames previews from Strapi's own address; the app's STRAPI_URL may be the fault proxy.
      STRAPI_ADMIN_URL: strapiUrl,
      // Tests provoke outages: they want the answer in seconds, not the production 10 s and 2 s.
      ...(demo ? {} : { STRAPI_TIMEOUT_MS: '4000', BACKEND_PROBE_TIMEOUT_MS: '1500' }),
      // Tests stand where a proxy would: each visitor's X-Forwarded-For address is the one the
      // proxy wrote, so Strapi's per-address rate limits count per test. The demo has nothing in
      // front of it, so there no client-sent X-Forwarded-For is believed (0, the default).
      ...(demo ? {} : { TRUSTED_PROXY_HOPS: '1' }),
      // One app process, so that a spec's first request stores a page its second finds (each
      // worker has its own store). `npm start` runs one per core, as `npm run serve` does; the
      // worker mode is tested on an instance of its own (startAppInstance, in the stored pages spec).
      ...(demo ? {} : { WEB_CONCURRENCY: '1' }),
      PORTICO_SITE: buildFor(cms).site,
      ...appEnv,
    };
    if (withApp) ensureAppBuilt({ distDir, site: appSettings.PORTICO_SITE });
    const strapiHealthy = (status) => status === 204;
    await Promise.all([
      waitForHttp(`${local(ports.mailbox)}/email`, { child: mailbox }),
      waitForHttp(`${local(ports.oidc)}/.well-known/openid-configuration`, { child: oidc }),
      // A first demo start creates the database and seeds it: slower.
      waitForHttp(`${local(ports.strapi)}/_health`, { child: strapi, ok: strapiHealthy, timeoutMs: demo ? 180_000 : 120_000 }),
    ]);
    let app = null;
    if (withApp) {
      app = startNext({ port: ports.app, distDir, env: appSettings, logFile: path.join(logDir, 'next.log') });
      started.push(app);
      await waitForHttp(`${local(ports.app)}/`, { child: app });
    }

    /** Stops Strapi for real (an outage), or starts it again on the same port and database. */
    const stopStrapi = async () => {
      await stopProcess(strapi);
    };
    const startStrapiAgain = async () => {
      strapi = startStrapi(strapiOptions);
      started.push(strapi);
      await waitForHttp(`${local(ports.strapi)}/_health`, { child: strapi, ok: strapiHealthy });
    };
    /** Another Strapi on this stack's database and settings (PostgreSQL: several share it), on a free port. */
    const startStrapiInstance = async () => {
      const port = await freePort();
      const child = startStrapi({ ...strapiOptions, port, logFile: path.join(logDir, `strapi-${port}.log`) });
      started.push(child);
      await waitForHttp(`${local(port)}/_health`, { child, ok: strapiHealthy });
      return { url: local(port), child, stop: () => stopProcess(child) };
    };
    /**
     * Another instance of the app on this stack's Strapi and build (the same settings and
     * secrets), on a free port, with `env` on top (e.g. WEB_CONCURRENCY): answers its address,
     * its process and a stop(); at once with `wait: false`, else once it answers a page. With
     * `cwd` and `build`: another checkout of the app and its build there.
     */
    const startAppInstance = async (env = {}, { wait = true, cwd = undefined, build = distDir } = {}) => {
      const port = await freePort();
      const url = local(port);
      const child = startNext({
        port,
        distDir: build,
        cwd,
        env: { ...appSettings, WEB_URL: url, ...env },
        logFile: path.join(logDir, `next-${port}.log`),
      });
      started.push(child);
      if (wait) await waitForHttp(`${url}/`, { child });
      return { url, child, stop: () => stopProcess(child) };
    };
    return {
      stopStrapi,
      startStrapiAgain,
      startStrapiInstance,
      startAppInstance,
      fault,
      appProcess: () => app,
      strapiUrl,
      appUrl,
      oidcUrl,
      mailboxUrl,
      revalidateSecret,
      previewSecret,
      previewApiToken,
      metricsToken,
      // Where each process's output (JSON log lines) is written: next.log, strapi.log, …
      logDir,
      provider: PROVIDER,
      admin,
      jwtSecret: secrets.JWT_SECRET,
      dataDir,
      requestRecordFile: dataDir && path.join(dataDir, 'requests.jsonl'),
      databaseFile: dataDir && path.join(dataDir, 'data.db'),
      appDir: path.join(root, distDir),
      stop,
      processes: { strapi, app, mailbox, oidc },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
