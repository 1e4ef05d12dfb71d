import AxeBuilder from '@axe-core/playwright';
import { expect, startSignedIn, test } from './support/fixtures';
import { strapiGet } from '../testing/backend';
import { openLanguages } from './support/languages';

/**
 * The whole site in French (issue 26): Portico's own words come from messages/fr.json on every
 * /fr/… page, the visitor stays in French through sign-in, and axe finds nothing on those pages.
 */
async function frenchArticles(): Promise<{ documentId: string; title: string }[]> {
  const { data } = await strapiGet<{ data: { documentId: string; title: string }[] }>(
    '/articles?locale=fr&fields[0]=title&pagination[pageSize]=100&sort=id:asc',
  );
  return data;
}

async function expectNoAxeViolations(page: import('@playwright/test').Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('the site in French', () => {
  test('browse, search and filter a list: French controls, counts and dates; the Language navigation', async ({ page }) => {
    const articles = await frenchArticles();
    await page.goto('/fr/articles');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const total = articles.length;
    await expect(page.getByRole('status').filter({ hasText: 'Entrées 1 à' })).toContainText(`sur ${total} entrées.`);
    const search = page.getByRole('search', { name: 'Rechercher et filtrer' });
    await expect(search.getByLabel('Trier par')).toContainText('Les plus récents d’abord');
    const switcher = await openLanguages(page, 'Langue');
    await expect(switcher.getByRole('link', { name: 'English (en)' })).toHaveAttribute('hreflang', 'en');
    await expect(switcher.getByText('Français (fr)')).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    // Search: one entry, counted in the singular.
    await search.getByLabel('Rechercher').fill(articles[0]!.title);
    await search.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(/\/fr\/articles\?q=/);
    await expect(page.getByRole('status').filter({ hasText: 'Entrées' })).toHaveText('Entrées 1 à 1 sur 1 entrée.');
    await expect(page.getByRole('link', { name: articles[0]!.title })).toHaveAttribute('href', `/fr/articles/${articles[0]!.documentId}`);

    // A filter nothing matches: the empty state, in French.
    await page.goto('/fr/articles?q=zzzz-aucun-article');
    await expect(page.getByText('Rien ne correspond à ces filtres.')).toBeVisible();
    await page.getByRole('link', { name: 'Effacer les filtres' }).click();
    await expect(page).toHaveURL(/\/fr\/articles$/);

    // A date written the French way ("14 avril 2026").
    await page.goto(`/fr/articles/${articles[0]!.documentId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const dates = await page.locator('time').allTextContents();
    for (const date of dates)
      expect(date).toMatch(/^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/);
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link')).toHaveAttribute('href', '/fr/articles');
  });

  test('sign in from a French page: the link stays in French, a wrong password is explained in French, the right one lands on a French page', async ({
    page,
    account,
    registered,
  }) => {
    await page.goto('/fr/articles');
    await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/fr\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect((await openLanguages(page, 'Langue')).getByRole('link', { name: 'English (en)' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(page);

    await page.getByLabel('E-mail ou nom d’utilisateur').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'incorrect' })).toHaveText(
      'L’e-mail, le nom d’utilisateur ou le mot de passe est incorrect.',
    );
    await expect(page.getByLabel('E-mail ou nom d’utilisateur')).toHaveValue(account.email);

    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('banner').getByRole('link', { name: registered.user.username })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  });

  test('a signed-out visit to /fr/account goes to the French sign-in page and back', async ({ page, account, registered }) => {
    expect(registered.user.email).toBe(account.email);
    await page.goto('/fr/account');
    await expect(page).toHaveURL(/\/fr\/login\?next=%2Ffr%2Faccount$/);
    await page.getByLabel('E-mail ou nom d’utilisateur').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Votre compte' })).toBeVisible();
  });

  test('the account page in French: its details, the change-password form and its French errors', async ({ page, account, registered }) => {
    await startSignedIn(page, registered.user.email, account.password, '/fr/account');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Votre compte' })).toBeVisible();
    await expect(page.getByText('E-mail et mot de passe')).toBeVisible();
    await expectNoAxeViolations(page);

    const form = page.locator('section[aria-labelledby="change-password"]');
    await form.getByLabel('Mot de passe actuel').fill('pas-le-bon');
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau-mot-2');
    await form.getByLabel('Confirmer le nouveau mot de passe').fill('Nouveau-mot-2');
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(form.getByRole('status')).toHaveText('Votre mot de passe actuel est incorrect.');

    await form.getByLabel('Mot de passe actuel').fill(account.password);
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau-mot-2');
    await form.getByLabel('Confirmer le nouveau mot de passe').fill('Nouveau-mot-2');
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page).toHaveURL(/\/fr\/account\?notice=password-changed$/);
    await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible();
  });
});
