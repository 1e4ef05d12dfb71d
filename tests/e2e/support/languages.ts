import { expect, type Page } from '@playwright/test';

/**
 * The header's Language switcher, opened: the landmark (named "Language", or as the page's
 * catalog names it, "Langue"), inside the page's banner, is a disclosure showing the current
 * locale; opening it shows the list of locales. Returns that list.
 */
export async function openLanguages(page: Page, name = 'Language') {
  const switcher = page.getByRole('banner').getByRole('navigation', { name });
  const summary = switcher.locator('summary');
  if ((await switcher.locator('details').getAttribute('open')) === null) await summary.click();
  const list = switcher.getByRole('list');
  await expect(list).toBeVisible();
  return list;
}
