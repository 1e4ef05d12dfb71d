import type { Page } from '@playwright/test';
import { strapiArticles } from './support/content';
import { expect, test } from './support/fixtures';

/** The JavaScript a page downloads, as text. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return Promise.all(bodies);
}

const hasSwiper = (scripts: string[]) => scripts.some((script) => script.includes('swiper-wrapper'));

test('the carousel’s code loads only on pages that show one', async ({ page }) => {
  expect(hasSwiper(await scriptsOf(page, '/'))).toBe(true);
  const { data } = await strapiArticles('pagination[pageSize]=1');
  expect(hasSwiper(await scriptsOf(page, `/articles/${data[0]!.documentId}`))).toBe(true);

  await page.context().clearCookies();
  const fresh = await page.context().newPage();
  expect(hasSwiper(await scriptsOf(fresh, '/articles'))).toBe(false);
  expect(hasSwiper(await scriptsOf(fresh, '/login'))).toBe(false);
});

test('autoplay pauses while the pointer is over the carousel, and while it has focus', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: /slides/i });
  const active = carousel.locator('.swiper-slide-active figcaption a, .swiper-slide-active figcaption strong');
  // Swiper listens for the pointer once it is set up (its initialized class): a pointer already
  // there before that never "enters".
  await expect(carousel.locator('.swiper')).toHaveClass(/\bswiper-initialized\b/);
  await carousel.hover();
  const hovered = await active.innerText();
  await page.waitForTimeout(4500);
  await expect(active).toHaveText(hovered);

  await page.mouse.move(0, 0);
  await carousel.getByRole('button', { name: /go to slide 2/i }).focus();
  const focused = await active.innerText();
  await page.waitForTimeout(4500);
  await expect(active).toHaveText(focused);
});

test('the home page’s first slide, its largest element, is fetched first and at once; the others wait', async ({ request }) => {
  // As the server sends it, before any script: what the browser's preload scanner sees. With `loop`,
  // Swiper clones slides only once it runs, so the HTML holds each slide once.
  const html = await (await request.get('/')).text();
  const images = [...html.matchAll(/<figure class="carousel-slide"><img ([^>]*)>/gi)].map((match) => match[1]!);
  expect(images.length).toBeGreaterThan(1);
  // Attribute names in any case: HTML ignores it.
  expect(images[0]).toMatch(/fetchpriority="high"/i);
  expect(images[0]).toMatch(/loading="eager"/i);
  expect(images[0]).toMatch(/srcset="[^"]*\b828w\b/i);
  // Its placeholder (portico-guard's, made when the seed stored it) holds its place until it loads: the WebP itself,
  // not wrapped in an SVG filter that paints after the image and would count as the page's largest paint.
  expect(images[0]).toMatch(/background-image:url\(&quot;data:image\/webp;base64,[A-Za-z0-9+/=]+&quot;\)/i);
  for (const other of images.slice(1)) {
    expect(other).toMatch(/loading="lazy"/i);
    expect(other).not.toMatch(/fetchpriority/i);
  }
});

test('a visitor saving data gets images about half as wide, and a carousel that does not play', async ({ browser, baseURL, request }) => {
  const html = await (await request.get('/')).text();
  const address = /srcSet="(\/_next\/image\?[^" ]+&amp;w=640&amp;q=75) 640w/i.exec(html)![1]!.replaceAll('&amp;', '&');
  const accept = { Accept: 'image/avif,image/webp,*/*' };
  const full = await request.get(address, { headers: accept });
  const saving = await request.get(address, { headers: { ...accept, 'Save-Data': 'on' } });
  expect(full.status()).toBe(200);
  expect(saving.status()).toBe(200);
  // Either answer says it depends on the header, so no cache gives one to the other.
  expect(full.headers().vary).toContain('Save-Data');
  expect(saving.headers().vary).toContain('Save-Data');
  expect((await saving.body()).length).toBeLessThan((await full.body()).length * 0.6);

  // A phone's data saver: the browser says so in the header and to the page.
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'Save-Data': 'on' } });
  await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const active = page.locator('.swiper-slide-active figcaption a, .swiper-slide-active figcaption strong');
  const first = await active.innerText();
  await page.waitForTimeout(4500);
  await expect(active).toHaveText(first);
  await context.close();
});
