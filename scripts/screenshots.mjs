#!/usr/bin/env node
/**
 * The demo site's pictures in docs/: home, the articles list, one article, About, a search and the sign-in page, at a phone width
 * (390×844, the viewport) and a desktop width (1280 wide, the page down to 1400 px), in the light and
 * dark schemes, plus readme.png for the README (the home page on a desktop, light, beside a phone,
 * dark). Made by this script so they stay true to the code.
 *
 *   node scripts/screenshots.mjs [--url http://…] [--out dir]
 *
 * Without --url it starts the test stack (the demo site's build and seeded content) and stops it at the
 * end; --url captures an app already running instead (an older commit's build, for a before/after).
 * --out is the folder written (docs/screenshots by default).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './stack/chromium.mjs';
import { startStack } from './stack/index.mjs';
import { log, root, stopChildrenOnExit } from './stack/processes.mjs';

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};
const SCHEMES = ['light', 'dark'];
/** A desktop page is taken whole down to this height: enough to show its layout, small enough for a README. */
const DESKTOP_MAX_HEIGHT = 1400;
const SETTLE_TIMEOUT_MS = 15_000;

function options() {
  const { values } = parseArgs({ options: { url: { type: 'string' }, out: { type: 'string' } } });
  let url;
  if (values.url) {
    try {
      url = new URL(values.url).origin;
    } catch {
      throw new Error(`--url ${values.url} is not an address (e.g. --url http://localhost:3000)`);
    }
  }
  return { url, out: path.resolve(values.out ?? path.join(root, 'docs', 'screenshots')) };
}

/**
 * Waits until the page looks as a visitor would see it at rest: fonts in, every image loaded (lazy ones
 * too, since the desktop shot reaches below the fold), the carousel set up.
 */
async function settle(page) {
  await page.evaluate(async (timeoutMs) => {
    for (const image of document.images) image.loading = 'eager';
    const loaded = (image) =>
      image.complete ||
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      });
    const everything = Promise.all([document.fonts.ready, ...[...document.images].map(loaded)]);
    await Promise.race([everything, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
  }, SETTLE_TIMEOUT_MS);
  // Swiper lays the slides out once it has run; an older build may have no carousel at all.
  if ((await page.locator('.swiper').count()) > 0)
    await page.locator('.swiper.swiper-initialized').first().waitFor({ state: 'attached', timeout: SETTLE_TIMEOUT_MS });
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => {});
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** What looks wrong on the page: broken images, and anything wider than the window. */
async function oddities(page) {
  return page.evaluate(() => {
    const found = [];
    for (const image of document.images)
      if (image.complete && image.naturalWidth === 0) found.push(`image did not load: ${image.currentSrc || image.src}`);
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      const wide = [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .slice(0, 3)
        .map(
          (element) => `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''}`,
        );
      found.push(`page is ${document.documentElement.scrollWidth} px wide in a ${width} px window (${wide.join(', ')})`);
    }
    return found;
  });
}

async function open(browser, url, viewport, colorScheme) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme, reducedMotion: 'reduce', locale: 'en-US' });
  const page = await context.newPage();
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
  await settle(page);
  // A site's fonts may be "optional": a first visit that waits too long keeps the fallback (the demo's
  // headings at 390 px did, on every run). A second visit, from the browser's cache, shows them as designed.
  const again = await page.reload({ waitUntil: 'load' });
  if (!again?.ok()) throw new Error(`${url} answered ${again?.status() ?? 'nothing'} the second time`);
  await settle(page);
  return { context, page };
}

/** The first article the list links to: the article page's address, whatever the seeded ids are. */
async function firstArticle(browser, origin) {
  const { context, page } = await open(browser, `${origin}/articles`, VIEWPORTS.desktop, 'light');
  try {
    const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.href));
    const article = hrefs.find((href) => {
      const { pathname, search } = new URL(href);
      return !search && /^(\/[a-z]{2})?\/articles\/[^/]+$/.test(pathname) && !pathname.endsWith('/new');
    });
    if (!article) throw new Error(`the articles list at ${origin}/articles links to no article`);
    return article;
  } finally {
    await context.close();
  }
}

async function capture(browser, origin, out) {
  const pages = [
    { name: 'home', url: `${origin}/` },
    { name: 'list', url: `${origin}/articles` },
    { name: 'article', url: await firstArticle(browser, origin) },
    { name: 'about', url: `${origin}/about` },
    { name: 'search', url: `${origin}/search?q=typography` },
    { name: 'sign-in', url: `${origin}/login` },
  ];
  const written = [];
  const warnings = [];
  const firstScreens = {};
  const save = (file, buffer) => {
    writeFileSync(path.join(out, file), buffer);
    written.push({ file, buffer });
  };
  for (const { name, url } of pages)
    for (const [device, viewport] of Object.entries(VIEWPORTS))
      for (const scheme of SCHEMES) {
        const { context, page } = await open(browser, url, viewport, scheme);
        try {
          for (const odd of await oddities(page)) warnings.push(`${name}-${device}-${scheme}: ${odd}`);
          const shot = { type: 'png', scale: 'css', animations: 'disabled' };
          const clip = { x: 0, y: 0, width: viewport.width, height: DESKTOP_MAX_HEIGHT };
          const screen = await page.screenshot(shot);
          save(`${name}-${device}-${scheme}.png`, device === 'desktop' ? await page.screenshot({ ...shot, fullPage: true, clip }) : screen);
          if (name === 'home') firstScreens[`${device}-${scheme}`] = screen;
        } finally {
          await context.close();
        }
      }
  save('readme.png', await readmePicture(browser, firstScreens['desktop-light'], firstScreens['phone-dark']));
  return { written, warnings, article: pages[2].url };
}

/**
 * The README's one picture: the home page's first screen on a desktop in the light scheme beside a
 * phone's in the dark, on a transparent ground so that it sits on GitHub's light and dark pages alike.
 */
async function readmePicture(browser, desktop, phone) {
  const context = await browser.newContext({ viewport: { width: 1800, height: 1000 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const shot = (buffer) =>
      `<img src="data:image/png;base64,${buffer.toString('base64')}" style="display:block;border-radius:12px;border:1px solid rgb(0 0 0 / 18%);box-shadow:0 6px 24px rgb(0 0 0 / 25%)">`;
    await page.setContent(
      `<body style="margin:0;background:none"><div id="pair" style="display:inline-flex;align-items:flex-end;gap:32px;padding:24px">${shot(desktop)}${shot(phone)}</div></body>`,
    );
    await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
    return await page.locator('#pair').screenshot({ type: 'png', scale: 'css', omitBackground: true, animations: 'disabled' });
  } finally {
    await context.close();
  }
}

async function main() {
  const started = Date.now();
  const { url, out } = options();
  stopChildrenOnExit();
  mkdirSync(out, { recursive: true });
  let stack;
  let browser;
  try {
    if (!url) {
      log('screenshots: starting the test stack (builds the demo site first if its build is stale)');
      // Logs of their own: the stack empties its log folder, and an e2e run may be reading its own.
      stack = await startStack({ logName: 'screenshots' });
    }
    const origin = url ?? stack.appUrl;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const { written, warnings, article } = await capture(browser, origin, out);
    log(`screenshots: ${origin}, article ${new URL(article).pathname}`);
    for (const { file, buffer } of written)
      log(`  ${path.join(path.relative(process.cwd(), out), file)}  ${Math.round(buffer.length / 1024)} KB`);
    for (const warning of warnings) log(`  warning: ${warning}`);
    log(`screenshots: ${written.length} files in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await browser?.close();
    await stack?.stop();
  }
}

main().catch((error) => {
  log(`screenshots failed: ${error.message}`);
  process.exit(1);
});
