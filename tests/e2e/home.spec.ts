import { expect, test } from '@playwright/test';
import { strapiGet } from '../support/backend';

interface Homepage {
  data: { title: string; slides: { title: string; caption: string }[]; featured: { title: string }[] };
}

test.describe('home page', () => {
  test('the seeded homepage from Strapi is rendered on the server', async ({ request }) => {
    const { data: homepage } = await strapiGet<Homepage>('/homepage?populate[slides]=true&populate[featured]=true');
    expect(homepage.slides.length).toBeGreaterThanOrEqual(4);

    // The raw HTML, before any script runs, already holds the content.
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(homepage.title);
    for (const slide of homepage.slides) expect(html).toContain(slide.title);
    for (const article of homepage.featured) expect(html).toContain(article.title.replace(/'/g, '&#x27;'));
  });

  test('a visitor sees the title, the slides and the featured articles', async ({ page }) => {
    const { data: homepage } = await strapiGet<Homepage>('/homepage?populate[slides]=true&populate[featured]=true');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: homepage.title })).toBeVisible();
    const carousel = page.getByRole('region', { name: /slides/i });
    await expect(carousel).toBeVisible();
    for (const slide of homepage.slides) await expect(carousel.getByText(slide.title).first()).toBeAttached();
    for (const article of homepage.featured) await expect(page.getByRole('link', { name: article.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});
