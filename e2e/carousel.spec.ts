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
