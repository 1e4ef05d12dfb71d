import { expect, test } from './support/fixtures';
import { apiToken } from './support/content';
import { strapiUrl } from '../testing/backend';

test('explore', async ({ page }) => {
  const token = await apiToken();
  const title = `Preview e2e ${Date.now()}`;
  const created = await fetch(`${strapiUrl()}/api/articles`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { title } }),
  });
  const { data } = (await created.json()) as { data: { documentId: string } };
  const admin = JSON.parse(process.env.STRAPI_TEST_ADMIN as string) as { email: string; password: string };
  await page.goto(`${strapiUrl()}/admin/auth/login`);
  await page.screenshot({ path: 'test-results/explore-1.png' });
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/?$/);
  await page.goto(`${strapiUrl()}/admin/content-manager/collection-types/api::article.article/${data.documentId}`);
  await page.getByRole('textbox', { name: /title/i }).waitFor();
  await page.screenshot({ path: 'test-results/explore-2.png', fullPage: true });
  await page.getByRole('textbox', { name: /title/i }).fill(`${title} draft`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForTimeout(2000);
  await page.screenshot({ path: 'test-results/explore-3.png', fullPage: true });
  await page.getByRole('link', { name: 'Open preview' }).click();
  await page.waitForTimeout(4000);
  await page.screenshot({ path: 'test-results/explore-4.png', fullPage: true });
  console.log(await page.content().then((html) => html.length));
  console.log(await page.locator('iframe').first().getAttribute('src'));
  console.log(await page.getByRole('button').allTextContents());
  await expect(page).toHaveTitle(/x/);
});
