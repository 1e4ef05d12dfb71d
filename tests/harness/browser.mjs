/**
 * What a browser downloads: JavaScript bytes on the wire for a first load (Chromium's own
 * accounting, encodedDataLength, so compressed sizes), whether Swiper is among them, and
 * Lighthouse scores.
 */
import { chromium } from '@playwright/test';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/stack/chromium.mjs';

export const CHROMIUM = CHROMIUM_PATH;
/** Lighthouse launches Chromium itself and needs the headless flag Playwright would add. */
export const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const launchChromium = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

/** `files`: each script's path and bytes too, to tell which ones two builds differ by. */
export async function firstLoadJs(pages, { files = false } = {}) {
  const browser = await launchChromium();
  const results = [];
  try {
    for (const { name, url } of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const scripts = new Map();
      cdp.on('Network.responseReceived', (event) => {
        if (event.type === 'Script')
          scripts.set(event.requestId, { url: event.response.url, bytes: 0, encoding: event.response.headers['content-encoding'] ?? '' });
      });
      cdp.on('Network.loadingFinished', (event) => {
        const script = scripts.get(event.requestId);
        if (script) script.bytes = event.encodedDataLength;
      });
      const bodies = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
      });
      await page.goto(url, { waitUntil: 'load' });
      // Chunks loaded after hydration (the carousel's) count too; prefetches of other pages would also
      // show up here, which is the point: they are part of what a first visit downloads.
      await page.waitForTimeout(2000);
      const texts = await Promise.all(bodies);
      const list = [...scripts.values()];
      results.push({
        name,
        url,
        scripts: list.length,
        bytes: list.reduce((sum, script) => sum + script.bytes, 0),
        compressed: list.every((script) => script.encoding),
        swiper: texts.some((text) => text.includes('swiper-wrapper')),
        ...(files ? { files: list.map((script) => ({ path: new URL(script.url).pathname, bytes: script.bytes })) } : {}),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

export async function lighthouseScores(pages) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = [];
  for (const { name, url } of pages) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: LIGHTHOUSE_FLAGS });
    try {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { categories, audits } = run.lhr;
      results.push({
        name,
        url,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        failedAccessibility: Object.values(audits)
          .filter((audit) => audit.score === 0 && categories.accessibility.auditRefs.some((ref) => ref.id === audit.id))
          .map((audit) => audit.id),
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

/**
 * The request a client-side navigation sends: Chromium opens `from`, waits for hydration (the
 * `ready` selector appears), clicks the link, and the RSC request the router makes for it is returned (path and headers) to be
 * replayed under load. Prefetches are refused while it does, so the click makes the request a
 * navigation makes when nothing was prefetched.
 */
export async function captureNavigation({ from, link, ready, cookie }) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    if (cookie) await context.addCookies([{ name: 'strapi_jwt', value: cookie, url: from, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.route('**/*', (route) => (route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue()));
    await page.goto(from);
    // Hydrated: a click now navigates on the client instead of loading a document.
    await page.locator(ready).first().waitFor({ state: 'attached' });
    const navigation = page.waitForRequest((request) => request.headers().rsc === '1' && !request.headers()['next-router-prefetch']);
    await page.locator(link).first().click();
    const request = await navigation;
    const headers = Object.fromEntries(
      Object.entries(request.headers()).filter(([name]) => ['rsc', 'next-router-state-tree', 'next-url'].includes(name)),
    );
    const { pathname, search } = new URL(request.url());
    return { path: `${pathname}${search}`, headers };
  } finally {
    await browser.close();
  }
}
