import { strapiUrl } from '../support/backend';
import { strapiArticles } from './support/content';
import type { Page } from '@playwright/test';
import { expect, hydrated, memberMenu, startSignedIn, test } from './support/fixtures';
import { articleLabels, openMoreOptions } from './support/site-words';

/**
 * Work never lost (issue 55): a save sent with the network gone keeps the form and says why; what a member types is
 * kept in the browser, offered back on the next visit, forgotten once saved, and cleared by signing out.
 */
const keptKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portico.form:')));

/** Signed in, on a new article's form, hydrated: where every test here starts writing. */
async function newArticleForm(page: Page, account: { email: string; password: string }, username: string) {
  await startSignedIn(page, account.email, account.password, '/articles/new');
  await expect(memberMenu(page, username)).toBeVisible();
  await hydrated(page);
}

test.describe('writing that is never lost', () => {
  test('a save sent offline keeps every field and says so; the next visit offers the text back, and a save forgets it', async ({
    page,
    context,
    account,
    registered,
  }) => {
    await newArticleForm(page, account, registered.user.username);
    const title = `Written on a train ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel(`${articleLabels.summary} (optional)`).fill('Between two tunnels.');
    await openMoreOptions(page);
    await page.getByLabel(`${articleLabels.body} (optional)`).fill('## Kept\n\nEvery word, offline.');
    await page.getByLabel('Level (optional)').selectOption('advanced');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.locator('.form-status[role="status"]')).toHaveText(
      'You are offline, so nothing was saved. Everything you wrote is still here: save again once you are connected.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel(`${articleLabels.summary} (optional)`)).toHaveValue('Between two tunnels.');
    await expect(page.getByLabel(`${articleLabels.body} (optional)`)).toHaveValue('## Kept\n\nEvery word, offline.');
    await expect(page.getByLabel('Level (optional)')).toHaveValue('advanced');
    await context.setOffline(false);
    expect((await strapiArticles(`filters[title][$eq]=${encodeURIComponent(title)}`)).meta.pagination.total).toBe(0);

    // The tab is closed; the member comes back to a new article later.
    await page.goto('/articles');
    await page.goto('/articles/new');
    await hydrated(page);
    const offer = page.getByRole('region', { name: 'Unsaved changes' });
    await expect(offer).toContainText(/Changes you made on .+ were not saved\. This browser kept them\./);
    await expect(page.getByLabel('Title')).toHaveValue('');
    await offer.getByRole('button', { name: 'Restore them' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel(`${articleLabels.summary} (optional)`)).toHaveValue('Between two tunnels.');
    await expect(page.getByLabel(`${articleLabels.body} (optional)`)).toHaveValue('## Kept\n\nEvery word, offline.');
    await expect(page.getByLabel('Level (optional)')).toHaveValue('advanced');

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await keptKeys(page)).toEqual([]);
    await page.goto('/articles/new');
    await hydrated(page);
    await expect(page.getByLabel('Title')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  });

  test('a session over mid-edit: sign in again, back at the form, and the text is offered back', async ({
    page,
    context,
    account,
    registered,
  }) => {
    await newArticleForm(page, account, registered.user.username);
    const title = `Written past my session ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel(`${articleLabels.summary} (optional)`).fill('The session ended while I wrote.');
    // The session's cookies gone (ended elsewhere, or expired), the form still open.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/login\?/);
    await page.getByLabel('Email or username').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
    await hydrated(page);
    await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Restore them' }).click();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel(`${articleLabels.summary} (optional)`)).toHaveValue('The session ended while I wrote.');
  });

  test('Discard forgets what was kept; signing out forgets everything this browser kept', async ({ page, account, registered }) => {
    await newArticleForm(page, account, registered.user.username);
    await page.getByLabel('Title').fill('A first try');
    await expect.poll(() => keptKeys(page)).toHaveLength(1);
    await page.reload();
    await hydrated(page);
    await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Discard' }).click();
    expect(await keptKeys(page)).toEqual([]);
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Title')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);

    await page.getByLabel(`${articleLabels.summary} (optional)`).fill('Left on a shared computer');
    await expect.poll(() => keptKeys(page)).toHaveLength(1);
    await memberMenu(page, registered.user.username).click();
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    expect(await keptKeys(page)).toEqual([]);
  });
});

/** The draft Strapi holds of an article, as the member's own token reads it. */
async function storedDraft(documentId: string, jwt: string) {
  const response = await fetch(`${strapiUrl()}/api/articles/${documentId}?status=draft`, { headers: { Authorization: `Bearer ${jwt}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { title: string; summary: string | null; publishedAt: string | null } }).data;
}

test.describe('a draft that saves itself', () => {
  test('saved to Strapi after a pause with its time shown; two tabs saving the same draft are told, nothing replaced unasked', async ({
    page,
    context,
    account,
    registered,
  }) => {
    await newArticleForm(page, account, registered.user.username);
    const title = `Saved as I paused ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    const status = page.locator('.autosave-status');
    await expect(status).toHaveText(/^Draft saved \d\d:\d\d$/, { timeout: 15_000 });
    // The new form is the draft's own now: its address, and one entry however often it saves.
    await expect(page).toHaveURL(/\/articles\/[a-z0-9]+\/edit$/);
    const documentId = new URL(page.url()).pathname.split('/')[2]!;
    expect(await storedDraft(documentId, registered.jwt)).toMatchObject({ title, publishedAt: null });
    await page.getByLabel(`${articleLabels.summary} (optional)`).fill('First words.');
    await expect.poll(async () => (await storedDraft(documentId, registered.jwt)).summary, { timeout: 15_000 }).toBe('First words.');
    await expect(status).toHaveText(/^Draft saved/);

    // A second tab on the same draft saves first.
    const second = await context.newPage();
    await second.goto(`/articles/${documentId}/edit`);
    await hydrated(second);
    await expect(second.getByLabel(`${articleLabels.summary} (optional)`)).toHaveValue('First words.');
    await second.getByLabel(`${articleLabels.summary} (optional)`).fill('Written in the second tab.');
    await expect(second.locator('.autosave-status')).toHaveText(/^Draft saved/, { timeout: 15_000 });

    // The first tab's next save finds the newer version: it says so, and Strapi keeps the second tab's words.
    await page.getByLabel(`${articleLabels.summary} (optional)`).fill('Written in the first tab.');
    await expect(page.locator('.form-status[role="status"]')).toContainText(
      'This entry was saved somewhere else (another tab or device) after you opened it here. Nothing was saved',
      { timeout: 15_000 },
    );
    const note = page.locator('.conflict-note');
    await expect(note).toContainText(/Newer version saved \d\d:\d\d/);
    await expect(note.getByRole('link', { name: 'Open it in a new tab' })).toHaveAttribute(
      'href',
      new RegExp(`/articles/${documentId}\\?status=draft$`),
    );
    expect((await storedDraft(documentId, registered.jwt)).summary).toBe('Written in the second tab.');
    await expect(page.getByLabel(`${articleLabels.summary} (optional)`)).toHaveValue('Written in the first tab.');

    // Saved again on purpose, the first tab's words replace it.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved. Only you can see it until you publish it.')).toBeVisible();
    expect((await storedDraft(documentId, registered.jwt)).summary).toBe('Written in the first tab.');
    await second.close();
  });
});

test.describe('a form a writer understands', () => {
  test('the demo’s article form: title, lead, cover, one text, category; the address fills itself; the rest folded away', async ({
    page,
    account,
    registered,
  }) => {
    await newArticleForm(page, account, registered.user.username);
    const form = page.locator('form.document-form');
    // What a writer meets first, in the order written, and nothing of the editors'.
    const shown = await form.locator('.field > label:visible').allTextContents();
    expect(shown).toEqual(['Title', 'Lead (optional)', 'Cover (optional)', 'Text (optional)', 'Category (optional)']);
    await expect(page.getByLabel(/^(Featured|Published on)\b/)).toHaveCount(0);
    await expect(page.getByLabel('Lead (optional)')).toHaveAccessibleDescription(/A sentence or two under the title/);

    // The address is made from the title as it is typed, as Strapi will make it.
    await expect(form.locator('.address-preview')).toHaveText('Its address will be made from “Title”.');
    await page.getByLabel('Title').fill('Crème brûlée & the Web');
    await expect(form.locator('.address-preview')).toHaveText('Its address: /articles/creme-brulee-and-the-web');
    await expect(page.getByLabel('Address (optional)')).toBeHidden();

    // More options holds the address, the figures, the gallery and the Markdown body, editable there.
    await page.locator('summary', { hasText: 'More options' }).click();
    await expect(page.getByLabel('Address (optional)')).toHaveAttribute('placeholder', 'creme-brulee-and-the-web');
    await page.getByLabel('Address (optional)').fill('custom-address');
    await expect(form.locator('.address-preview')).toHaveText('Its address: /articles/custom-address');
    await expect(page.getByLabel('Markdown (optional)')).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/articles\/custom-address\?notice=published$/);
  });

  test('a problem in a folded field opens its section, with JavaScript and without', async ({ browser, page, account, registered }) => {
    await newArticleForm(page, account, registered.user.username);
    await page.getByLabel('Title').fill('Folded problem');
    await page.locator('summary', { hasText: 'More options' }).click();
    await page.getByLabel('Reading minutes (optional)').fill('0');
    await page.locator('summary', { hasText: 'More options' }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Reading minutes must be at least 1.')).toBeVisible();
    await expect(page.getByLabel('Reading minutes (optional)')).toBeFocused();

    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const noScript = await plain.newPage();
    await noScript.goto('/fr/articles/new');
    await expect(noScript.getByLabel('Minutes de lecture (facultatif)')).toBeHidden();
    await noScript.getByLabel('Titre').fill('Replié');
    await noScript.locator('summary', { hasText: 'Plus d’options' }).click();
    await noScript.getByLabel('Minutes de lecture (facultatif)').fill('0');
    await noScript.locator('summary', { hasText: 'Plus d’options' }).click();
    await noScript.getByRole('button', { name: 'Publier' }).click();
    await expect(noScript.getByText('Minutes de lecture doit valoir au moins 1.')).toBeVisible();
    await expect(noScript.getByLabel('Minutes de lecture (facultatif)')).toHaveValue('0');
    await plain.close();
  });
});
