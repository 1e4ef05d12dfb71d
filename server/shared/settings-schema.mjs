// @ts-check
/**
 * Every setting, declared once; the docs' tables are made from it. No Node import: the app's bundles load it.
 * @typedef {{ accepts: string, parse(text: string): unknown }} Type
 * @typedef {'app' | 'commands' | 'internal'} Scope
 * @typedef {'run' | 'build' | 'build and run'} ReadAt
 * @typedef {{ name: string, type: Type, scopes: Scope[], default?: unknown, defaultText?: string, readAt?: ReadAt, readBy?: string,
 *   secret?: boolean, meaning: string, commandMeaning?: string }} Setting
 * @typedef {{ name: string, message: string }} Problem
 */
import bytes from 'bytes';

/** @param {string} accepts @param {(text: string) => unknown} parse @returns {Type} */
const type = (accepts, parse) => ({ accepts, parse });

class Refused extends Error {}

const text = () => type('any text', (value) => value);

const list = () =>
  type('a comma-separated list', (value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

/** @param {string[]} protocols @param {(url: URL, value: string) => string} [normalize] */
const url = (protocols, normalize = (_url, value) => value.replace(/\/+$/, '')) =>
  type(`an ${protocols.map((protocol) => protocol.replace(':', '')).join(' or ')} URL`, (value) => {
    let parsed;
    try {
      parsed = new URL(value.trim());
    } catch {
      throw new Refused();
    }
    if (!protocols.includes(parsed.protocol)) throw new Refused();
    return normalize(parsed, value.trim());
  });

/** @param {Parameters<typeof url>[1]} [normalize] */
const httpUrl = (normalize) => url(['http:', 'https:'], normalize);
const redisUrl = () => url(['redis:', 'rediss:']);

/** @param {number | undefined} min @param {number | undefined} max */
const range = (min, max) =>
  min !== undefined && max !== undefined ? `from ${min} to ${max}` : min !== undefined ? `of ${min} or more` : 'of any size';

// Above `clampAt` is a documented cap, not a mistake.
/** @param {{ min?: number, max?: number, clampAt?: number, whole?: boolean, unit?: string }} options */
const number = ({ min, max, clampAt, whole = false, unit = '' }) => {
  const what = `${whole ? 'a whole number' : 'a number'}${unit ? ` of ${unit}` : ''} ${range(min, max)}`;
  const accepts = clampAt === undefined ? what : `${what} (above ${clampAt} counts as ${clampAt})`;
  return type(accepts, (value) => {
    const trimmed = value.trim();
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) throw new Refused();
    const parsed = Number(trimmed);
    if (!Number.isFinite(parsed) || (whole && !Number.isInteger(parsed))) throw new Refused();
    if ((min !== undefined && parsed < min) || (max !== undefined && parsed > max)) throw new Refused();
    return clampAt === undefined ? parsed : Math.min(parsed, clampAt);
  });
};

/** As Next's serverActions.bodySizeLimit reads them (the same `bytes` package). */
const BYTE_SIZE = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i;

/** Only these forms: `bytes` alone would read " 10 mb " as 10 bytes. @param {string} value @returns {number | undefined} */
export function parseByteSize(value) {
  const trimmed = value.trim();
  if (!BYTE_SIZE.test(trimmed)) return undefined;
  const size = bytes.parse(trimmed.replace(/\s+/g, ''));
  return typeof size === 'number' && Number.isFinite(size) ? size : undefined;
}

const byteSize = () =>
  type('a size such as 10mb, 512kb, 1gb or a number of bytes, at least 1 byte', (value) => {
    const size = parseByteSize(value);
    if (size === undefined || size < 1) throw new Refused();
    return size;
  });

/** @param {string[]} values */
const oneOf = (values) =>
  type(`one of ${values.join(', ')}`, (value) => {
    const chosen = value.trim().toLowerCase();
    if (!values.includes(chosen)) throw new Refused();
    return chosen;
  });

const flag = () =>
  type('true or false (1 or 0)', (value) => {
    const chosen = value.trim().toLowerCase();
    if (chosen === 'true' || chosen === '1') return true;
    if (chosen === 'false' || chosen === '0') return false;
    throw new Refused();
  });

const port = () => number({ min: 1, max: 65_535, whole: true });

export const DEFAULT_STRAPI_URL = 'http://localhost:1337';
export const DEFAULT_WEB_URL = 'http://localhost:3000';
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** @type {Setting[]} */
export const SETTINGS = [
  {
    name: 'STRAPI_URL',
    type: httpUrl(),
    scopes: ['app'],
    default: DEFAULT_STRAPI_URL,
    readAt: 'build and run',
    meaning:
      "Strapi's address; the app calls `{STRAPI_URL}/api`. Also the only host `next/image` loads from and the origin the CSP allows images from: read at **build** time too, so build with the value you run with.",
  },
  {
    name: 'STRAPI_TIMEOUT_MS',
    type: number({ min: 1, whole: true, unit: 'milliseconds' }),
    scopes: ['app'],
    default: 10_000,
    meaning: 'A Strapi call that has not answered by then fails, so a hung backend never hangs a page.',
  },
  {
    name: 'BACKEND_PROBE_TIMEOUT_MS',
    type: number({ min: 1, whole: true, unit: 'milliseconds' }),
    scopes: ['app'],
    default: 2000,
    meaning:
      "How long the outage check (`proxy.ts`, the page server, `/api/ready`) waits for Strapi's `/_health` before calling Strapi slow (504 pages): two probes in a row must time out, so one busy moment is not an outage. Checked at most once a second per process. The e2e suite uses 1500.",
  },
  {
    name: 'PUBLIC_REVALIDATE_SECONDS',
    type: number({ min: 1, whole: true, unit: 'seconds' }),
    scopes: ['app'],
    default: 300,
    meaning:
      'Longest time a cached public read, the content-type catalog or a stored page is served; the webhook usually expires them sooner.',
  },
  {
    name: 'SESSION_RECHECK_SECONDS',
    type: number({ min: 0, clampAt: 30, unit: 'seconds' }),
    scopes: ['app'],
    default: 10,
    meaning:
      "How long Strapi's answer to `/users/me` is trusted for a session. A blocked or deleted account can browse for this long; it cannot change anything.",
  },
  {
    name: 'WEB_URL',
    type: httpUrl((parsed) => `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '')),
    scopes: ['app'],
    default: DEFAULT_WEB_URL,
    defaultText: '(none; `http://localhost:3000` for addresses)',
    meaning:
      "Where people open Portico. Every absolute address the app writes is built on it: redirects, canonical and hreflang links, the sitemap, robots.txt's `Sitemap:` line. Its origin is the only one form posts are accepted from (`Origin`, else `Referer`). `Host` and `X-Forwarded-Host` decide nothing: the app server replaces them with this host before anything reads them, and with `TRUSTED_PROXY_HOPS=0` it sends browsers that typed another name for it (127.0.0.1 for localhost) here with a 308. Its scheme decides the cookie's `Secure` flag and HSTS when no trusted proxy says otherwise. Read when the server runs, so one build serves any address.",
  },
  {
    name: 'TRUSTED_PROXY_HOPS',
    type: number({ min: 0, whole: true }),
    scopes: ['app'],
    default: 0,
    meaning:
      "How many proxies in front of the app write `X-Forwarded-For` and `X-Forwarded-Proto`. Only their entries are believed: with `0` the visitor is the connection's peer and the scheme is `WEB_URL`'s, whatever a client sends; with `1` (nginx in front, [deployment](deployment.md#several-instances)) the last `X-Forwarded-For` entry and `X-Forwarded-Proto`. The address is what Strapi's per-address rate limits count. The tests set `1`: they stand where a proxy would.",
  },
  {
    name: 'SIGN_IN_FAILURES_MAX',
    type: number({ min: 1, whole: true }),
    scopes: ['app'],
    default: 10,
    meaning:
      "Failed sign-ins per account (whatever the address) before new sign-ins to it are refused with 429, for `SIGN_IN_WINDOW_MINUTES`. Shared by every instance through the sessions' Redis (`SESSION_REDIS_URL`, else `REDIS_URL`); a success clears the count; sessions already signed in are not touched.",
  },
  {
    name: 'SIGN_IN_WINDOW_MINUTES',
    type: number({ min: 1, unit: 'minutes' }),
    scopes: ['app'],
    default: 15,
    meaning: 'The window failed sign-ins are counted in (`SIGN_IN_FAILURES_MAX`); it starts with the first failure.',
  },
  {
    name: 'AUTH_PROVIDERS',
    type: text(),
    scopes: ['app'],
    meaning:
      'Providers offered on the sign-in page, comma-separated users-permissions names, each optionally `name=Label`: `local-oidc=Acme ID,github`. Without a label the name is shown capitalised.',
  },
  {
    name: 'STRAPI_COLLECTIONS',
    type: list(),
    scopes: ['app'],
    default: [],
    defaultText: '(all)',
    meaning: 'Allow-list of collections to show (pluralName or uid, comma-separated). Unset shows every `api::` collection type.',
  },
  {
    name: 'HOME_SINGLE_TYPE',
    type: text(),
    scopes: ['app'],
    default: 'homepage',
    meaning: 'The single type the home page shows.',
  },
  {
    name: 'STRAPI_MAX_PAGE_SIZE',
    type: number({ min: 1, whole: true }),
    scopes: ['app'],
    default: 100,
    meaning: "Largest page size a list asks for (Strapi's `rest.maxLimit`, 100 in `cms/config/api.js`).",
  },
  {
    name: 'PASSWORD_MIN_LENGTH',
    type: number({ min: 1, whole: true, unit: 'characters' }),
    scopes: ['app'],
    default: 8,
    meaning:
      'Shortest password the forms accept (checked in the browser and on the server). The cms reads the same variable (below): set the same value on both.',
  },
  {
    name: 'PREVIEW_SECRET',
    type: text(),
    scopes: ['app'],
    secret: true,
    meaning:
      "Checks the preview links Strapi's preview handler signs (the cms's `PREVIEW_SECRET`). Unset (or without `PREVIEW_API_TOKEN`): `/api/preview` answers 503. See [preview](preview.md).",
  },
  {
    name: 'PREVIEW_API_TOKEN',
    type: text(),
    scopes: ['app'],
    secret: true,
    meaning: 'A **read-only** Strapi API token: drafts are read with it while an editor previews, on the server only.',
  },
  {
    name: 'STRAPI_ADMIN_URL',
    type: httpUrl((parsed) => parsed.origin),
    scopes: ['app'],
    defaultText: "`STRAPI_URL`'s origin",
    meaning:
      "Where editors' browsers open Strapi's admin: the one origin that may frame a preview (`frame-ancestors`) and make it refresh (`strapiUpdate`).",
  },
  {
    name: 'REVALIDATE_SECRET',
    type: text(),
    scopes: ['app'],
    secret: true,
    meaning: "Shared secret of Strapi's webhook (`Authorization: Bearer <secret>`). Unset, `/api/revalidate` refuses every call (401).",
  },
  {
    name: 'MAX_UPLOAD_SIZE',
    type: byteSize(),
    scopes: ['app'],
    default: 10 * 2 ** 20,
    defaultText: '`10mb`',
    readAt: 'build and run',
    meaning:
      "Largest body a save (a server action, files included) may send: Next's limit, fixed by the build, and the size the form checks the chosen files against before sending, read when the server runs (build and run with the same value). Keep it at least Strapi's `MEMBER_UPLOAD_MAX_MB`. A proxy in front must allow a little more (nginx: `client_max_body_size 12m`).",
  },
  {
    name: 'REDIS_URL',
    type: redisUrl(),
    scopes: ['app'],
    meaning:
      "Redis for Next's data cache, shared by several instances, the publish/subscribe channel that carries page expiries to every instance, and, unless `SESSION_REDIS_URL` names another, the sessions' shared store (one refresh-token rotation for all instances; ended sessions refused on every instance, [sessions.md](sessions.md)). Give it `maxmemory` and `maxmemory-policy allkeys-lru` ([deployment](deployment.md#one-shared-cache-redis)). Unreachable at start: that instance caches in memory only. Unreachable later: [operations](operations.md#when-redis-goes-away).",
  },
  {
    name: 'SESSION_REDIS_URL',
    type: redisUrl(),
    scopes: ['app'],
    defaultText: '`REDIS_URL`',
    meaning:
      "A Redis of their own for the sessions' shared store, one that never evicts (`maxmemory-policy noeviction`): an evicted record would let an ended session's token through again, while the cache's Redis must evict to stay bounded. Unset: the sessions share `REDIS_URL` (then that Redis must not evict, and the cache in it is bounded only by its entries' expiry).",
  },
  {
    name: 'REDIS_KEY_PREFIX',
    type: text(),
    scopes: ['app'],
    default: 'portico:',
    meaning: "Prefix of the cache's keys and of the expiry channel (`{prefix}expire-pages`).",
  },
  {
    name: 'WEB_CONCURRENCY',
    type: number({ min: 1, whole: true }),
    scopes: ['app'],
    defaultText: 'one per core',
    meaning:
      "How many worker processes `npm run serve` starts (Node's cluster, one port). Each has its own page store and heap cap; expiries and, without Redis, the session stores are shared between them ([deployment](deployment.md)).",
  },
  {
    name: 'SHUTDOWN_TIMEOUT_SECONDS',
    type: number({ min: 0, unit: 'seconds' }),
    scopes: ['app'],
    default: 10,
    meaning:
      "How long a process given SIGTERM lets the requests it took finish before it leaves (it says it is not ready and takes no new connection at once); a cluster's primary waits 5 s more ([operations](operations.md#deploying-without-a-gap)).",
  },
  {
    name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    type: httpUrl(),
    scopes: ['app'],
    meaning:
      'Turns OpenTelemetry traces on, sent over OTLP/HTTP to `{it}/v1/traces`; with the other standard `OTEL_*` variables ([operations](operations.md#traces)). Unset: nothing of the SDK is loaded.',
  },
  {
    name: 'OTEL_SERVICE_NAME',
    type: text(),
    scopes: ['app'],
    default: 'portico',
    meaning: 'The service name on every span, with traces on.',
  },
  {
    name: 'PAGE_STORE_MB',
    type: number({ min: 1, unit: 'megabytes' }),
    scopes: ['app'],
    default: 64,
    meaning:
      'Memory per instance for stored pages (least recently used dropped first). Searches and filtered lists (`?q=`, `?f.…=`) get a quarter of it and evict only each other, so a flood of distinct searches cannot push out the pages everyone browses.',
  },
  {
    name: 'PAGE_STORE_ENTRIES',
    type: number({ min: 1, whole: true }),
    scopes: ['app'],
    default: 5000,
    meaning:
      "Most stored pages per instance (an HTML page and its RSC payload are two), a quarter of them for searches and filtered lists. Whichever of the two caps is reached first drops the least recently used. Only canonical addresses are stored: a list's address as its own links write it (anything else is redirected there) and content pages without parameters they do not read.",
  },
  {
    name: 'DATA_CACHE_MB',
    type: number({ min: 1, unit: 'megabytes' }),
    scopes: ['app'],
    default: 32,
    meaning:
      "Without Redis: memory per instance for Next's data cache (cached Strapi reads), least recently used dropped first. Nothing is written to disk: Next's default cache kept a file per distinct read under the build folder's `cache/`, which nothing trimmed. With `REDIS_URL` the cache is in Redis, bounded by Redis's own `maxmemory` ([deployment](deployment.md#one-shared-cache-redis)).",
  },
  {
    name: 'DATA_CACHE_ENTRIES',
    type: number({ min: 1, whole: true }),
    scopes: ['app'],
    default: 2000,
    meaning:
      "Without Redis: most entries in the data cache. `GET /api/revalidate` with the webhook's secret answers how full both caches are.",
  },
  {
    name: 'IMAGE_CACHE_MB',
    type: number({ min: 0, unit: 'megabytes' }),
    scopes: ['app'],
    default: 256,
    meaning:
      "Disk per app process for Next's optimized images (`/_next/image`, under the build folder's `cache/images`), least recently used dropped first; 0 stores none. Next's default is half the free disk. Each process keeps its own: `WEB_CONCURRENCY` workers may use that many times this.",
  },
  {
    name: 'PORT',
    type: port(),
    scopes: ['app', 'commands'],
    default: 3000,
    readBy: '`scripts/start.mjs`',
    meaning: 'The port `npm run serve` listens on.',
    commandMeaning: "The app's port under `npm start`.",
  },
  {
    name: 'HOSTNAME',
    type: text(),
    scopes: ['app'],
    default: '127.0.0.1',
    meaning:
      "The address `npm run serve` listens on. Loopback unless you say otherwise: put a reverse proxy in front. It must include loopback (`127.0.0.1`, `0.0.0.0` or `::`): the page server fetches its own renders from `http://127.0.0.1:{PORT}`. Docker and some shells export `HOSTNAME` as the machine's name, so set it explicitly there.",
  },
  {
    name: 'APP_HEAP_MB',
    type: number({ min: 16, whole: true, unit: 'megabytes' }),
    scopes: ['app', 'commands'],
    default: 256,
    readBy: '`scripts/stack/processes.mjs`',
    meaning:
      'V8 heap cap per instance (`--max-old-space-size`), used by `npm run serve`, `npm start` and the tests. See [deployment](deployment.md#how-many-instances-per-core) for why.',
    commandMeaning: 'As above.',
  },
  {
    name: 'MALLOC_ARENA_MAX',
    type: number({ min: 1, whole: true }),
    scopes: ['app', 'commands'],
    default: 2,
    readBy: 'glibc (set by `npm run serve`, `scripts/stack/processes.mjs`)',
    meaning:
      "glibc's memory arenas per app process (its own default: 8 per core). With its default, the threads that compress stored pages each kept an arena, and an instance's memory outside V8's heap grew by 45–55 MB more: [what bounds memory](#what-bounds-an-instances-memory).",
    commandMeaning: 'As above.',
  },
  {
    name: 'MALLOC_MMAP_THRESHOLD_',
    type: number({ min: 0, whole: true, unit: 'bytes' }),
    scopes: ['app', 'commands'],
    default: 131072,
    readBy: 'glibc (set by `npm run serve`, `scripts/stack/processes.mjs`)',
    meaning:
      "Blocks of this size or more get memory of their own from the system, returned when freed (glibc otherwise raises the threshold as large blocks come and go, and keeps them in its arenas). With both settings, a 15-minute soak's instance held 85 MB less and grew 0.28 MB a minute instead of 0.97, for 1.6 % more CPU.",
    commandMeaning: 'As above.',
  },
  {
    name: 'LOG_LEVEL',
    type: oneOf(LOG_LEVELS),
    scopes: ['app'],
    default: 'info',
    meaning:
      'Level of the JSON log lines (`trace`, `debug`, `info`, `warn`, `error`, `fatal`, `silent`): [operations](operations.md#logs). At `info`, one line per request.',
  },
  {
    name: 'METRICS_TOKEN',
    type: text(),
    scopes: ['app'],
    secret: true,
    meaning:
      'A bearer token that may read `/metrics` from anywhere. Unset, only a client on this host talking straight to the app (loopback, no `X-Forwarded-For`) may: [operations](operations.md#metrics).',
  },
  {
    name: 'PORTICO_SITE',
    type: text(),
    scopes: ['app'],
    default: '',
    defaultText: '(none: the generic site)',
    readAt: 'build',
    meaning:
      "The site folder the build uses (a path inside the repository, such as `sites/demo`): its theme, name, navigation, the model's words and its own views ([sites.md](sites.md)). Unset builds Portico's generic site. `npm start` on the embedded Strapi builds `sites/demo`.",
  },
  {
    name: 'NEXT_DIST_DIR',
    type: text(),
    scopes: ['app'],
    default: '.next',
    readAt: 'build and run',
    meaning:
      'Build output folder (lets several builds live side by side: `npm start` uses `.next`, every test leg and the benchmark `.next-e2e`).',
  },
  {
    name: 'OBSERVE_REQUESTS',
    type: flag(),
    scopes: ['app'],
    default: true,
    meaning:
      '`false`: no request ids, request log lines, request metrics or request context. Not for a site: the baseline the benchmark (`bench/ops-cost.mjs`) measures their cost against.',
  },
  {
    name: 'PORTICO_TYPECHECKED',
    type: flag(),
    scopes: ['app'],
    default: false,
    readAt: 'build',
    meaning:
      '`true`: `next build` skips its own type check. `npm test` sets it: it has run `tsc --noEmit` over the whole repository as a step of its own.',
  },
  {
    name: 'STRAPI_PORT',
    type: port(),
    scopes: ['commands'],
    default: 1337,
    readBy: '`scripts/start.mjs`',
    meaning: "Strapi's port under `npm start`.",
  },
  {
    name: 'SMTP_PORT',
    type: port(),
    scopes: ['commands'],
    default: 1025,
    readBy: '`scripts/start.mjs`',
    meaning: "The mailbox's SMTP port under `npm start` (Strapi is pointed at it).",
  },
  {
    name: 'MAILDEV_WEB_PORT',
    type: port(),
    scopes: ['commands'],
    default: 1080,
    readBy: '`scripts/start.mjs`',
    meaning: "The mailbox's web inbox under `npm start`.",
  },
  {
    name: 'OIDC_PORT',
    type: port(),
    scopes: ['commands'],
    default: 4000,
    readBy: '`scripts/start.mjs`, `scripts/stack/oidc-provider.mjs`',
    meaning: "The local OpenID provider's port.",
  },
  {
    name: 'OIDC_ISSUER',
    type: httpUrl(),
    scopes: ['commands'],
    defaultText: '`http://127.0.0.1:{OIDC_PORT}`',
    readBy: '`scripts/stack/oidc-provider.mjs`',
    meaning: "The local provider's issuer (development and tests only); `npm start` and the tests set it.",
  },
  {
    name: 'OIDC_REDIRECT_URIS',
    type: list(),
    scopes: ['commands'],
    defaultText: '`http://localhost:1337/api/connect/local-oidc/callback`',
    readBy: '`scripts/stack/oidc-provider.mjs`',
    meaning: "Where the local provider may send a sign-in back, comma-separated (Strapi's callback).",
  },
  {
    name: 'OIDC_CLIENT_ID',
    type: text(),
    scopes: ['commands'],
    default: 'portico',
    readBy: '`scripts/stack/oidc-provider.mjs`',
    meaning: "The local provider's one client.",
  },
  {
    name: 'OIDC_CLIENT_SECRET',
    type: text(),
    scopes: ['commands'],
    default: 'portico-secret',
    secret: true,
    readBy: '`scripts/stack/oidc-provider.mjs`',
    meaning: "That client's secret.",
  },
  {
    name: 'OIDC_COOKIE_KEY',
    type: text(),
    scopes: ['commands'],
    defaultText: 'a fixed development key',
    secret: true,
    readBy: '`scripts/stack/oidc-provider.mjs`',
    meaning: "Signs the local provider's cookies.",
  },
  {
    name: 'CHROMIUM_PATH',
    type: text(),
    scopes: ['commands'],
    default: '/usr/bin/chromium',
    readBy: '`scripts/stack/chromium.mjs` (for `tests/run.mjs`, `playwright.config.ts`, `tests/harness/browser.mjs`)',
    meaning:
      "The Chromium that Playwright, the benchmark's navigation capture and Lighthouse launch. Playwright never downloads a browser here. See [testing](testing.md#the-browser-chromium_path).",
  },
  {
    name: 'E2E_DATABASE_URL',
    type: url(['postgres:', 'postgresql:']),
    scopes: ['commands'],
    secret: true,
    readBy: '`tests/e2e/support/global-setup.ts`',
    meaning:
      'Run the end-to-end suite with Strapi on this PostgreSQL database (`tests/system/e2e-postgres.mjs` sets it to a throwaway server).',
  },
  {
    name: 'PORTICO_RENDER_SECRET',
    type: text(),
    scopes: ['internal'],
    secret: true,
    meaning: 'Set by the page server itself at start (a fresh random value per process): never by hand.',
  },
];

export const OWN_PREFIXES = ['PORTICO_', 'PAGE_STORE_', 'DATA_CACHE_', 'SIGN_IN_'];
// Others' families have names we do not declare: never taken for a misspelt setting.
const FOREIGN_PREFIXES = ['NEXT_', 'NODE_', 'OTEL_', 'NPM_', 'JEST_', 'PLAYWRIGHT_'];

const BY_NAME = new Map(SETTINGS.map((setting) => [setting.name, setting]));

/** @param {string} name */
export const settingNamed = (name) => BY_NAME.get(name);

/** @param {string | undefined} value */
const isBlank = (value) => value === undefined || value.trim() === '';

/** @param {Setting} setting */
export const defaultText = (setting) =>
  setting.defaultText ?? (setting.default === undefined ? '(none)' : `\`${String(setting.default)}\``);

/** @param {Setting} setting @param {string} value */
function refusal(setting, value) {
  const shown = setting.secret ? '(hidden)' : JSON.stringify(value);
  return `${setting.name}=${shown} is not valid: ${setting.name} accepts ${setting.type.accepts} (default ${defaultText(setting).replaceAll('`', '')}).`;
}

/**
 * A refused value is a problem, not a fallback to the default.
 * @param {Record<string, string | undefined>} env @param {Scope} [scope]
 * @returns {{ values: Record<string, unknown>, problems: Problem[] }}
 */
export function parseSettings(env, scope = 'app') {
  /** @type {Record<string, unknown>} */
  const values = {};
  /** @type {Problem[]} */
  const problems = [];
  for (const setting of SETTINGS) {
    if (!setting.scopes.includes(scope)) continue;
    const raw = env[setting.name];
    if (raw === undefined || isBlank(raw)) {
      values[setting.name] = setting.default;
      continue;
    }
    try {
      values[setting.name] = setting.type.parse(raw);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      problems.push({ name: setting.name, message: refusal(setting, raw) });
    }
  }
  return { values, problems };
}

/** Optimal string alignment: a swap of neighbours (REDIS_ULR) counts one edit. @param {string} a @param {string} b */
export function editDistance(a, b) {
  const width = b.length + 1;
  /** @type {number[]} */
  const d = [];
  const at = (/** @type {number} */ i, /** @type {number} */ j) => d[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i += 1) {
    for (let j = 0; j <= b.length; j += 1) {
      if (i === 0 || j === 0) {
        d[i * width + j] = i + j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * width + j] = best;
    }
  }
  return at(a.length, b.length);
}

// Short names are close to many others.
const closeEnough = (/** @type {string} */ declared) => (declared.length >= 10 ? 2 : 1);

// Undeclared names near a setting's or with our prefix; npm's and the shell's lower-case names are never ours.
/** @param {Record<string, string | undefined>} env @returns {Problem[]} */
export function lookalikes(env) {
  /** @type {Problem[]} */
  const problems = [];
  for (const name of Object.keys(env)) {
    if (BY_NAME.has(name) || !/^[A-Z][A-Z0-9_]*$/.test(name) || FOREIGN_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    let nearest = '';
    let distance = Infinity;
    for (const declared of BY_NAME.keys()) {
      if (declared.length < 4) continue;
      const apart = editDistance(name, declared);
      if (apart <= closeEnough(declared) && apart < distance) [nearest, distance] = [declared, apart];
    }
    const prefix = OWN_PREFIXES.find((own) => name.startsWith(own));
    if (nearest) problems.push({ name, message: `${name} is not a Portico setting: did you mean ${nearest}?` });
    else if (prefix) problems.push({ name, message: `${name} is not a Portico setting, yet only Portico's names start with ${prefix}.` });
  }
  return problems;
}

/** @param {Record<string, string | undefined>} env @param {Scope} [scope] */
export const settingsProblems = (env, scope = 'app') => [...parseSettings(env, scope).problems, ...lookalikes(env)];

/** @param {Problem[]} problems */
export const describeProblems = (problems) =>
  `Portico's settings are not valid (docs/configuration.md lists them):\n${problems.map((problem) => `  - ${problem.message}`).join('\n')}\n`;

export class SettingsError extends Error {
  /** @param {Problem[]} problems */
  constructor(problems) {
    super(describeProblems(problems));
    this.name = 'SettingsError';
    this.problems = problems;
  }
}

// Called first by each entry point, before anything reads a setting.
/** @param {Record<string, string | undefined>} env @param {Scope} [scope] */
export function checkSettingsOrExit(env, scope = 'app') {
  const problems = settingsProblems(env, scope);
  if (problems.length === 0) return;
  process.stderr.write(describeProblems(problems));
  process.exit(1);
}

/** @param {Record<string, string | undefined>} env @param {Scope} [scope] */
export function readSettings(env, scope = 'app') {
  const { values, problems } = parseSettings(env, scope);
  if (problems.length > 0) throw new SettingsError(problems);
  return values;
}
