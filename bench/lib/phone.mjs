/**
 * Pages as a phone on a mobile network meets them (issue 40), two ways:
 * - Lighthouse's mobile defaults (simulated Slow 4G, 4× CPU), which the issue's targets are read on;
 * - Chromium with the same network and CPU applied through the DevTools protocol, at the same screen:
 *   a first visit (a new context) and a returning one (the same context loads the page again, once it
 *   holds the site dictionary the page named), read from the browser's own Performance entries.
 * Every figure is the median of its loads; an LCP's element and parts come from the load whose LCP is
 * that median, so they add up to it. The bare server's rate before and after shows how busy the machine was.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS } from '../../scripts/stack/chromium.mjs';
import { log, root } from '../../scripts/stack/processes.mjs';
import { CHROMIUM, LIGHTHOUSE_FLAGS } from '../../tests/harness/browser.mjs';
import { BROWSER_PAGE_HEADERS, measure, median } from '../../tests/harness/load.mjs';
import { rawGet } from './weight.mjs';
import { resultsDir } from '../../tests/harness/args.mjs';

const START = '<!-- phone:start -->';
const END = '<!-- phone:end -->';

export const PHONE_PAGES = ['home', 'list', 'detail', 'login', 'account', 'new'];
const MEMBER_PAGES = ['account', 'new'];
/** The pages the ISR peer has. */
const PEER_PAGES = ['home', 'list', 'detail'];
const LABELS = { home: 'home', list: 'list', detail: 'article', login: 'sign-in', account: 'account', new: 'new entry' };
const phonePaths = (paths) => ({ ...paths, login: '/login', account: '/account', new: '/articles/new' });

/** Lighthouse's own Slow 4G and CPU figures for DevTools throttling, so both measures mean the same phone. */
const SLOW_4G = throttling.mobileSlow4G;
const NETWORK = {
  offline: false,
  latency: SLOW_4G.requestLatencyMs,
  downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
};
const SCREEN = screenEmulationMetrics.mobile;

const LIGHTHOUSE_FIGURES = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'];
const THROTTLED_FIGURES = ['fcpMs', 'lcpMs', 'cls', 'longTasks', 'blockingMs'];

/** What the DOM element a Lighthouse or Performance entry names looks like in a table: its tag and its first words. */
const describe = (tag, text) => `${tag} “${(text ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}”`;

async function lighthouseRun(url, token) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: LIGHTHOUSE_FLAGS });
  // Its own process group, which the bench's exit handler does not know: killed (at once) when the bench ends anyhow.
  process.once('exit', chrome.kill);
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(token ? { extraHeaders: { Cookie: `strapi_jwt=${token}` } } : {}),
    });
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const { audits } = lhr;
    // The element, then its phases scaled to the simulated LCP (Lighthouse's own breakdown).
    const [element, phases] = audits['largest-contentful-paint-element'].details?.items ?? [];
    const node = element?.items[0]?.node;
    const [ttfbMs, loadDelayMs, loadDurationMs, renderDelayMs] = phases?.items.map((item) => Math.round(item.timing)) ?? [];
    // Lighthouse simulates LCP from every request the unthrottled load had begun before its LCP (low-priority
    // images aside): what those weigh says why a text LCP comes long after the first paint.
    const observed = audits.metrics.details?.items[0] ?? {};
    const beforeLcp = (audits['network-requests'].details?.items ?? []).filter(
      (request) =>
        request.networkRequestTime < observed.observedLargestContentfulPaint &&
        !(request.resourceType === 'Image' && ['Low', 'VeryLow'].includes(request.priority)),
    );
    const kilobytes = (requests) => Math.round(requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024);
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: audits['cumulative-layout-shift'].numericValue,
      ttfbMs,
      loadDelayMs,
      loadDurationMs,
      renderDelayMs,
      observedFcpMs: Math.round(observed.observedFirstContentfulPaint),
      observedLcpMs: Math.round(observed.observedLargestContentfulPaint),
      beforeLcp: {
        requests: beforeLcp.length,
        kilobytes: kilobytes(beforeLcp),
        scriptKilobytes: kilobytes(beforeLcp.filter((request) => request.resourceType === 'Script')),
      },
      element: node ? describe(/^<(\w+)/.exec(node.snippet ?? '')?.[1] ?? 'node', node.nodeLabel) : 'none',
      snippet: node?.snippet,
    };
  } finally {
    process.off('exit', chrome.kill);
    chrome.kill();
  }
}

/** Runs in the page before its own scripts: what the browser reports as it loads. */
function observe() {
  const observers = [];
  // Observers hear of entries a moment later: flush() takes what the browser has queued for them now.
  const seen = {
    lcp: null,
    fcp: null,
    cls: 0,
    longTasks: [],
    flush: () => observers.forEach(([observer, take]) => observer.takeRecords().forEach(take)),
  };
  window.__phone = seen;
  const watch = (type, take) => {
    const observer = new PerformanceObserver((list) => list.getEntries().forEach(take));
    observer.observe({ type, buffered: true });
    observers.push([observer, take]);
  };
  watch('largest-contentful-paint', (entry) => (seen.lcp = entry));
  watch('paint', (entry) => entry.name === 'first-contentful-paint' && (seen.fcp = entry.startTime));
  watch('layout-shift', (entry) => (seen.cls += entry.hadRecentInput ? 0 : entry.value));
  watch('longtask', (entry) => seen.longTasks.push(entry.duration));
}

/**
 * LCP's parts as web-vitals' attribution splits them: the LCP resource's request and response, clamped to
 * the LCP. `headersMs`: from the document's request to its headers as throttled (the page's own responseStart
 * is when they began to arrive, before the emulated latency).
 */
function read(headersMs) {
  window.__phone.flush();
  const { lcp, fcp, cls, longTasks } = window.__phone;
  const [navigation] = performance.getEntriesByType('navigation');
  const ttfb = Math.max(navigation.responseStart, navigation.requestStart + headersMs);
  const at = lcp?.startTime ?? NaN;
  const resource = lcp?.url && performance.getEntriesByType('resource').find((entry) => entry.name === lcp.url);
  const loadStart = resource ? Math.min(at, Math.max(ttfb, resource.requestStart || resource.startTime)) : ttfb;
  const loadEnd = resource ? Math.min(at, Math.max(loadStart, resource.responseEnd)) : ttfb;
  const element = lcp?.element;
  return {
    ttfbMs: Math.round(ttfb),
    fcpMs: Math.round(fcp),
    lcpMs: Math.round(at),
    loadDelayMs: Math.round(loadStart - ttfb),
    loadDurationMs: Math.round(loadEnd - loadStart),
    renderDelayMs: Math.round(at - loadEnd),
    cls,
    longTasks: longTasks.length,
    blockingMs: Math.round(longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
    tag: element?.tagName.toLowerCase() ?? 'none',
    text: element ? (element.getAttribute('alt') ?? element.textContent) : '',
    image: lcp?.url || null,
  };
}

async function visit(page, cdp, url) {
  let timing;
  const onResponse = ({ type, response }) => type === 'Document' && response.url === url && (timing = response.timing);
  cdp.on('Network.responseReceived', onResponse);
  const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()} in Chromium`);
  // Scripts loaded after the load event (hydration's, a carousel's) can still move or block the page.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.waitForFunction(() => (window.__phone.flush(), window.__phone.lcp), undefined, { timeout: 15_000 });
  cdp.off('Network.responseReceived', onResponse);
  const { tag, text, ...figures } = await page.evaluate(read, timing ? timing.receiveHeadersEnd - timing.sendStart : 0);
  const headers = await response.allHeaders();
  return {
    ...figures,
    element: describe(tag, text),
    encoding: headers['content-encoding'] ?? 'identity',
    dictionary: /<([^>]+)>;\s*rel="compression-dictionary"/.exec(headers.link ?? '')?.[1] ?? null,
  };
}

/** A first visit in a new context, then a returning one in the same context once it holds what the first page named. */
async function phoneVisits(browser, url, token) {
  const context = await browser.newContext({
    viewport: { width: SCREEN.width, height: SCREEN.height },
    deviceScaleFactor: SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    if (token) await context.addCookies([{ name: 'strapi_jwt', value: token, url: new URL(url).origin, httpOnly: true, sameSite: 'Lax' }]);
    await context.addInitScript(observe);
    const page = await context.newPage();
    const finished = new Set();
    page.on('requestfinished', (request) => finished.add(new URL(request.url()).pathname));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier });
    const first = await visit(page, cdp, url);
    // The browser fetches the dictionary when idle; a returning browser holds it.
    for (let waited = 0; first.dictionary && !finished.has(first.dictionary) && waited < 30_000; waited += 250)
      await page.waitForTimeout(250);
    const returning = await visit(page, cdp, url);
    return [first, returning];
  } finally {
    await context.close();
  }
}

/** Each figure's median; the element and LCP parts of the load whose LCP is the median. */
function summarize(runs, figures) {
  const middle = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)];
  return { ...middle, ...Object.fromEntries(figures.map((figure) => [figure, median(runs.map((run) => run[figure]))])), runs };
}

async function bareRate(url) {
  const { requestsPerSecond } = await measure({ name: 'bare', url, headers: BROWSER_PAGE_HEADERS, connections: 10, duration: 5 });
  return requestsPerSecond;
}

/**
 * `paths`: pagePaths() of the stack's first article; `signIn()` answers a fresh member token (one
 * outlives a few minutes only); `bareUrl`: the bare server's list.
 */
export async function phoneBench({ appUrl, peerUrl, paths, peerPaths = paths, signIn, bareUrl, runs = 5, pages = PHONE_PAGES }) {
  const startedAt = new Date();
  const where = phonePaths(paths);
  const targets = [
    ...pages.map((page) => ({ app: 'portico', page, url: `${appUrl}${where[page]}`, member: MEMBER_PAGES.includes(page) })),
    ...(peerUrl
      ? pages
          .filter((page) => PEER_PAGES.includes(page))
          .map((page) => ({ app: 'isr', page, url: `${peerUrl}${phonePaths(peerPaths)[page]}` }))
      : []),
  ];
  const tokenFor = async (target) => (target.member ? signIn() : undefined);
  // Stored (Portico) or rendered (the peer) before the first measured load, and a page that answers.
  for (const target of targets) {
    const token = await tokenFor(target);
    for (let time = 0; time < 2; time += 1) {
      const { status } = await rawGet(target.url, { ...BROWSER_PAGE_HEADERS, ...(token ? { Cookie: `strapi_jwt=${token}` } : {}) });
      if (status !== 200) throw new Error(`${target.url} answered ${status}`);
    }
  }
  const bare = [await bareRate(bareUrl)];
  log(`phone: the bare server sends the list at ${bare[0]} req/s`);

  // Pages and apps take turns in each round, so a change in the machine's load falls on all of them.
  const lighthouse = targets.map(() => []);
  for (let round = 0; round < runs; round += 1) {
    for (const [index, target] of targets.entries()) {
      log(`phone: Lighthouse ${round + 1}/${runs}, ${target.app} ${target.page}`);
      lighthouse[index].push(await lighthouseRun(target.url, await tokenFor(target)));
    }
  }
  const visits = targets.map(() => []);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const [index, target] of targets.entries()) {
        log(`phone: throttled Chromium ${round + 1}/${runs}, ${target.app} ${target.page}`);
        visits[index].push(await phoneVisits(browser, target.url, await tokenFor(target)));
      }
    }
  } finally {
    await browser.close();
  }
  bare.push(await bareRate(bareUrl));
  const named = ({ app, page, url }) => ({ app, page, path: new URL(url).pathname });
  return {
    startedAt: startedAt.toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    runs,
    network: NETWORK,
    cpuSlowdown: SLOW_4G.cpuSlowdownMultiplier,
    bare,
    lighthouse: targets.map((target, index) => ({ ...named(target), ...summarize(lighthouse[index], LIGHTHOUSE_FIGURES) })),
    throttled: targets.flatMap((target, index) =>
      ['first', 'returning'].map((when, at) => ({
        ...named(target),
        visit: when,
        ...summarize(
          visits[index].map((pair) => pair[at]),
          THROTTLED_FIGURES,
        ),
      })),
    ),
  };
}

const ms = (value) => (Number.isFinite(value) ? `${value.toLocaleString('en-GB')} ms` : 'n/a');
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a');

/** Issue 40's targets, each page's on its own row. */
export function phoneGoals(result) {
  const goals = [];
  const goal = (page, name, target, measured, met) => goals.push({ page: LABELS[page], goal: name, target, measured, met });
  const lighthouse = (app, page) => result.lighthouse.find((row) => row.app === app && row.page === page);
  const throttled = (app, page, visit) => result.throttled.find((row) => row.app === app && row.page === page && row.visit === visit);
  for (const row of result.lighthouse.filter((entry) => entry.app === 'portico')) {
    const member = MEMBER_PAGES.includes(row.page);
    const least = member ? 90 : 98;
    goal(row.page, 'Lighthouse performance', `≥ ${least}`, String(row.performance), row.performance >= least);
    if (!member) goal(row.page, 'Lighthouse LCP', '≤ 1,200 ms', ms(row.lcpMs), row.lcpMs <= 1200);
    goal(row.page, 'Lighthouse TBT', `≤ ${member ? 200 : 100} ms`, ms(row.tbtMs), row.tbtMs <= (member ? 200 : 100));
    if (!member) goal(row.page, 'Lighthouse CLS', '≤ 0.01', row.cls.toFixed(3), row.cls <= 0.01);
    const peer = lighthouse('isr', row.page);
    if (!peer) continue;
    goal(
      row.page,
      'Lighthouse TBT ÷ the ISR peer’s',
      '≤ 0.5×',
      `${times(row.tbtMs / peer.tbtMs)} (${ms(row.tbtMs)} against ${ms(peer.tbtMs)})`,
      row.tbtMs <= 0.5 * peer.tbtMs,
    );
    goal(
      row.page,
      'Lighthouse LCP ÷ the ISR peer’s',
      '≤ 0.75×',
      `${times(row.lcpMs / peer.lcpMs)} (${ms(row.lcpMs)} against ${ms(peer.lcpMs)})`,
      row.lcpMs <= 0.75 * peer.lcpMs,
    );
  }
  for (const row of result.throttled.filter((entry) => entry.app === 'portico')) {
    goal(
      row.page,
      `Throttled, ${row.visit} visit: LCP ÷ its own FCP`,
      '≤ 1.25×',
      `${times(row.lcpMs / row.fcpMs)} (${ms(row.lcpMs)} against ${ms(row.fcpMs)})`,
      row.lcpMs <= 1.25 * row.fcpMs,
    );
    const first = throttled('portico', row.page, 'first');
    if (row.visit === 'returning')
      goal(
        row.page,
        'Throttled: returning visit’s LCP ÷ the first visit’s',
        '≤ 0.6×',
        `${times(row.lcpMs / first.lcpMs)} (${ms(row.lcpMs)} against ${ms(first.lcpMs)})`,
        row.lcpMs <= 0.6 * first.lcpMs,
      );
    const peer = throttled('isr', row.page, row.visit);
    if (peer && row.visit === 'first')
      goal(
        row.page,
        'Throttled, first visit: LCP ÷ the ISR peer’s',
        '≤ 1×',
        `${times(row.lcpMs / peer.lcpMs)} (${ms(row.lcpMs)} against ${ms(peer.lcpMs)})`,
        row.lcpMs <= peer.lcpMs,
      );
  }
  return goals;
}

export function renderPhone(result) {
  const app = (name) => (name === 'isr' ? 'ISR peer' : 'Portico');
  const kbps = (bytesPerSecond) => `${((bytesPerSecond * 8) / 1024).toLocaleString('en-GB', { maximumFractionDigits: 2 })} kbps`;
  const { latency, downloadThroughput, uploadThroughput } = result.network;
  const lines = [
    `Run of ${result.startedAt} on ${result.machine.cpus} cores (${result.machine.model}), Node ${result.machine.node}; median of ${result.runs} load${result.runs === 1 ? '' : 's'} per page and app. ` +
      `The bare server sent the list at ${result.bare.map((rate) => `${rate.toLocaleString('en-GB')} req/s`).join(' before and ')} after (10 connections, 5 s): how busy the machine was.`,
    '',
    `### Lighthouse, mobile defaults (simulated Slow 4G, 4× CPU)`,
    '',
    'The LCP parts are Lighthouse’s breakdown, scaled to its simulated LCP, of the run whose LCP is the median. Lighthouse simulates the LCP from every request the unthrottled load had begun before its LCP (low-priority images aside): the last column.',
    '',
    '| Page | App | Performance | FCP ms | LCP ms | TBT ms | CLS | TTFB | Load delay | Load time | Render delay | LCP element | Begun before it (unthrottled) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const row of result.lighthouse)
    lines.push(
      `| ${LABELS[row.page]} | ${app(row.app)} | ${row.performance} | ${row.fcpMs} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls.toFixed(3)} | ${row.ttfbMs ?? '–'} | ${row.loadDelayMs ?? '–'} | ${row.loadDurationMs ?? '–'} | ${row.renderDelayMs ?? '–'} | ${row.element} | ${row.beforeLcp.requests} requests, ${row.beforeLcp.kilobytes} KB (${row.beforeLcp.scriptKilobytes} KB of scripts) |`,
    );
  lines.push(
    '',
    `### Chromium with applied throttling (${latency} ms latency, ${kbps(downloadThroughput)} down, ${kbps(uploadThroughput)} up, ${result.cpuSlowdown}× CPU; 412×823 at 1.75)`,
    '',
    'From the browser’s Performance entries. A returning visit loads the page again in the same context, once it holds the site dictionary the page named (the encoding shows whether it was used). Blocking: the long tasks’ time past 50 ms each.',
    '',
    '| Page | App | Visit | TTFB | Load delay | Load time | Render delay | FCP ms | LCP ms | CLS | Long tasks | Blocking ms | Encoding | LCP element |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  );
  for (const row of result.throttled)
    lines.push(
      `| ${LABELS[row.page]} | ${app(row.app)} | ${row.visit} | ${row.ttfbMs} | ${row.loadDelayMs} | ${row.loadDurationMs} | ${row.renderDelayMs} | ${row.fcpMs} | ${row.lcpMs} | ${row.cls.toFixed(3)} | ${row.longTasks} | ${row.blockingMs} | ${row.encoding} | ${row.element} |`,
    );
  lines.push('', '### Issue 40’s targets', '', '| Page | Goal | Target | Measured | Met |', '|---|---|---|---|---|');
  for (const row of phoneGoals(result))
    lines.push(`| ${row.page} | ${row.goal} | ${row.target} | ${row.measured} | ${row.met ? 'yes' : '**no**'} |`);
  return lines.join('\n');
}

/** phone-<time>.json in the results folder, and the tables in bench/README.md between the phone markers. */
export function writePhone(result) {
  const outDir = resultsDir();
  const file = path.join(outDir, `phone-${result.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ ...result, goals: phoneGoals(result) }, null, 2));
  const readme = path.join(root, 'bench', 'README.md');
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const tables = `${START}\n${renderPhone(result)}\n${END}`;
  writeFileSync(
    readme,
    start === -1 || end === -1
      ? `${text.trimEnd()}\n\n## On a phone\n\n${tables}\n`
      : `${text.slice(0, start)}${tables}${text.slice(end + END.length)}`,
  );
  return file;
}
