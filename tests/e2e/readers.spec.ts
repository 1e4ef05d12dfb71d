import { newAccount, registerAccount } from '../support/backend';
import { strapiArticles } from './support/content';
import { expect, memberMenu, startSignedIn, test } from './support/fixtures';

/**
 * What a reader meets, in both languages: none of the CMS's or the model's words (issue 54), no page
 * wider than the screen, and a header that keeps its rows whatever a member is called.
 */
const CMS_WORDS = /\b(entry|entries|entrée|entrées|single types?|types? uniques?|strapi|slug|identifiant|documentid)\b/i;
const ID_HEADING = /\b[a-z0-9]{24}\b/;

async function readerPages(locale: 'en' | 'fr') {
  const prefix = locale === 'en' ? '' : '/fr';
  // An article whose own text names no CMS: its words are the site's, not Portico's.
  const [article] = (
    await strapiArticles(`locale=${locale}&filters[slug][$ne]=a-beginner-s-guide-to-caching&populate[0]=category&sort=title:asc`)
  ).data as (Awaited<ReturnType<typeof strapiArticles>>['data'][number] & { category?: { slug: string } })[];
  return [
    prefix || '/',
    `${prefix}/articles`,
    `${prefix}/articles?pageSize=10&page=2`,
    `${prefix}/articles/${article!.slug}`,
    `${prefix}/categories`,
    ...(article!.category ? [`${prefix}/categories/${article!.category.slug}`] : []),
    `${prefix}/about`,
    `${prefix}/search?q=typography`,
    `${prefix}/login`,
  ];
}

for (const locale of ['en', 'fr'] as const) {
  test(`in ${locale}, no reader page says entry, single type, Strapi or slug, or is wider than the screen`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    for (const path of await readerPages(locale)) {
      await page.goto(path);
      // Each at its canonical address by name: nothing redirected.
      await expect(page, `${path} is at its own address`).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
      // The words of the page around the entry's own text (an article may well name a CMS).
      const text = await page.evaluate(() => {
        const own = [...document.querySelectorAll<HTMLElement>('.article-body, .field-richtext, .field-blocks')];
        for (const element of own) element.style.display = 'none';
        const shown = document.body.innerText;
        for (const element of own) element.style.display = '';
        return shown;
      });
      expect.soft(text.match(CMS_WORDS)?.[0], `${path} says "${text.match(CMS_WORDS)?.[0]}"`).toBeUndefined();
      expect.soft(await page.getByRole('heading', { level: 1 }).first().innerText(), `${path}: its heading`).not.toMatch(ID_HEADING);
      expect
        .soft(await page.locator('main').innerText(), `${path}: an empty value`)
        .not.toMatch(/\b(None|No details|Aucun détail|Not set)\b/);
      // Entries by their names: no link leads to a database id.
      const idLinks = await page.$$eval('a[href]', (links) =>
        links.map((link) => link.getAttribute('href') ?? '').filter((href) => /\/[a-z0-9]{24}(?:[/?#]|$)/.test(href)),
      );
      expect.soft(idLinks, `${path} links by id`).toEqual([]);
      // Each width and scheme, laid out again without a reload.
      for (const [width, scheme] of [
        [320, 'light'],
        [390, 'dark'],
        [1280, 'light'],
        [1280, 'dark'],
      ] as const) {
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme: scheme });
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect.soft(wide, `${path} scrolls sideways at ${width} px, ${scheme}`).toBeLessThanOrEqual(0);
      }
      await page.setViewportSize({ width: 320, height: 740 });
    }
  });
}

test('the header: one row from 1024 px, two below, with a 30-character name; the phone’s search opens in place', async ({
  page,
  visitor,
}) => {
  const account = newAccount('e2e');
  const long = { ...account, username: account.username.padEnd(30, 'x').slice(0, 30) };
  await registerAccount(long, visitor);
  await startSignedIn(page, long.email, long.password, '/articles');
  const banner = page.getByRole('banner');
  await expect(memberMenu(page, long.username)).toBeVisible();
  // Rows: the distinct vertical middles of the header's own controls and links.
  const rows = () =>
    banner.evaluate((header) => {
      const parts = [...header.querySelectorAll('a, button, summary, input')].filter((element) => {
        const box = element.getBoundingClientRect();
        const folded = element.closest('details:not([open])') && !element.closest('summary');
        return box.width > 0 && box.height > 0 && !folded && !element.matches('.skip-link');
      });
      const middles = parts.map((element) =>
        Math.round((element.getBoundingClientRect().top + element.getBoundingClientRect().bottom) / 2),
      );
      return middles
        .sort((a, b) => a - b)
        .reduce<number[]>((found, middle) => (found.length && middle - found.at(-1)! < 12 ? found : [...found, middle]), []).length;
    });
  for (const [width, most] of [
    [1280, 1],
    [1024, 1],
    [1023, 2],
    [768, 2],
    [390, 2],
    [320, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    expect.soft(await rows(), `${width} px`).toBeLessThanOrEqual(most);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect.soft(wide, `${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }

  // On a phone: the magnifier opens the box under the header, 16 px or more so the phone does not zoom.
  await page.setViewportSize({ width: 390, height: 844 });
  await banner.locator('.search-toggle summary').click();
  const box = banner.getByRole('searchbox', { name: 'Search the site' });
  await expect(box).toBeVisible();
  expect(parseFloat(await box.evaluate((input) => getComputedStyle(input).fontSize))).toBeGreaterThanOrEqual(16);
  await box.fill('typography');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=typography$/);
});

test('buttons say what they do by their look: danger for what takes something away, quiet for leaving', async ({
  page,
  registered,
  account,
}) => {
  await startSignedIn(page, account.email, account.password, '/account');
  const look = (name: string) =>
    page
      .getByRole('button', { name, exact: true })
      .first()
      .evaluate((button) => {
        const style = getComputedStyle(button);
        return { background: style.backgroundColor, color: style.color, border: style.borderTopColor };
      });
  expect(registered).toBeTruthy();
  const [save, remove, signOut] = [await look('Save profile'), await look('Delete account'), await look('Sign out')];
  expect(remove).not.toEqual(save);
  expect(signOut).not.toEqual(save);
  expect(remove).not.toEqual(signOut);
});
