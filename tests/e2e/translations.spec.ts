import { expect, hydrated, memberMenu, startSignedIn, test } from './support/fixtures';
import { newAccount, registerAccount, strapiUrl } from '../support/backend';
import { openLanguages } from './support/languages';
import { frenchModelWords } from './support/site-words';
import { articleIdOf } from './support/content';

/** "Add translation": the owner of an entry adds its version in another locale, through the app. */
async function articleIn(locale: string, documentId: string) {
  const response = await fetch(`${strapiUrl()}/api/articles/${documentId}?locale=${locale}`);
  if (response.status === 404) return null;
  return ((await response.json()) as { data: { title: string; slug: string; locale: string; author: { id: number } | null } }).data;
}

test('the owner adds a French translation; nobody else can', { tag: '@database' }, async ({ page, account, registered, visitor }) => {
  const english = `Harbour notes ${Date.now()}`;
  const french = `Notes du port ${Date.now()}`;
  await startSignedIn(page, account.email, account.password, '/articles/new');
  await expect(memberMenu(page, registered.user.username)).toBeVisible();
  await hydrated(page);
  await page.getByLabel('Title').fill(english);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
  const documentId = await articleIdOf(page.url());

  await page.getByRole('link', { name: 'Add translation: Français' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/articles/${documentId}/edit\\?from=en$`));
  // The French page speaks French (issue 26), the field labels too where the site folder gives them.
  await expect(page.getByRole('heading', { level: 1, name: `Traduire « ${english} » en Français` })).toBeVisible();
  await expect(page.getByText('Le formulaire part de la version English. L’enregistrer ajoute la traduction.')).toBeVisible();
  // The form starts from the English version.
  await expect(page.getByLabel(frenchModelWords.title)).toHaveValue(english);
  await hydrated(page);
  await page.getByLabel(frenchModelWords.title).fill(french);
  await page.getByRole('button', { name: 'Publier' }).click();

  await expect(page).toHaveURL(/\/fr\/articles\/[^/?]+\?notice=published$/);
  // At the translation's own address.
  const frenchSlug = (await articleIn('fr', documentId))!.slug;
  expect(new URL(page.url()).pathname).toBe(`/fr/articles/${frenchSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: french })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Both versions exist, each with its own title, and the translation is the member's.
  expect(await articleIn('fr', documentId)).toMatchObject({ title: french, locale: 'fr', author: { id: registered.user.id } });
  expect(await articleIn('en', documentId)).toMatchObject({ title: english });
  // Translated now: the Language navigation leads to it, and there is nothing left to add.
  await page.goto(`/articles/${documentId}`);
  await expect((await openLanguages(page)).getByRole('link', { name: 'Français' })).toHaveAttribute('href', `/fr/articles/${frenchSlug}`);
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Add translation/ })).toHaveCount(0);

  // Someone else, straight at Strapi: refused, and no Spanish or other version appears.
  const other = await registerAccount(newAccount('translate-other'), visitor);
  const second = `Second ${Date.now()}`;
  const create = await fetch(`${strapiUrl()}/api/articles`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${registered.jwt}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { title: second } }),
  });
  const secondId = ((await create.json()) as { data: { documentId: string } }).data.documentId;
  const forced = await fetch(`${strapiUrl()}/api/articles/${secondId}?locale=fr`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${other.jwt}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { title: 'Pas à toi' } }),
  });
  expect(forced.status).toBe(403);
  expect(await articleIn('fr', secondId)).toBeNull();
});
