import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, hydrated, startSignedIn, test } from './support/fixtures';
import { articleIdOf } from './support/content';
import { openLanguages } from './support/languages';
import { frenchModelWords as words, openMoreOptions } from './support/site-words';

/**
 * A member's writing pages in French (issue 26): /fr/articles/new, …/edit and …/delete speak
 * French (labels, buttons, the rules' messages in the browser, Strapi's own refusals after a save),
 * keep what was typed through each failure, and keep the visitor in French through the server
 * actions' redirects and their notices. axe finds nothing on them.
 */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('writing in French', () => {
  test(
    'a French member creates an entry, sees its errors in French with what they typed kept, edits it and deletes it',
    { tag: '@database' },
    async ({ page, account, registered, baseURL }) => {
      // Signed out, the create page leads to the French sign-in page, and back to it (?next= in French).
      await page.goto('/fr/articles/new');
      await expect(page).toHaveURL(/\/fr\/login\?next=%2Ffr%2Farticles%2Fnew$/);

      await startSignedIn(page, registered.user.email, account.password, '/fr/articles/new');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page).toHaveTitle(new RegExp(`^Nouvelle entrée : ${words.article}`));
      await expect(page.getByRole('heading', { level: 1, name: `Nouvelle entrée : ${words.article}` })).toBeVisible();
      await expect((await openLanguages(page, 'Langue')).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/articles/new');
      await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link')).toHaveAttribute('href', '/fr/articles');
      // Field labels are the site folder's French words, else Strapi's; what Portico adds around them is French.
      await openMoreOptions(page);
      await expect(page.getByLabel(`${words.slug} (facultatif)`)).toHaveAccessibleDescription(
        `Laissez vide pour le former à partir de « ${words.title} ».`,
      );
      await expect(page.getByRole('group', { name: 'Mode de l’éditeur' }).getByRole('button', { name: 'Aperçu' })).toBeVisible();
      await hydrated(page);
      await expect(page.getByRole('toolbar', { name: 'Mise en forme' })).toBeVisible();
      await expectNoAxeViolations(page);

      // Checked in the browser: the schema's rules, in French, the first problem focused, nothing lost.
      await page.getByLabel(words.title).fill('x'.repeat(121));
      await page.getByLabel(`${words.summary} (facultatif)`).fill('Un résumé gardé');
      await page.getByLabel(`${words.readingMinutes} (facultatif)`).fill('0');
      await page.getByRole('button', { name: 'Publier' }).click();
      await expect(page.getByText(`${words.title} peut avoir au plus 120 caractères (actuellement 121).`)).toBeVisible();
      await expect(page.getByText(`${words.readingMinutes} doit valoir au moins 1.`)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'attention' })).toHaveText('Certains champs demandent votre attention.');
      await expect(page.getByLabel(words.title)).toBeFocused();
      await expect(page.getByLabel(`${words.summary} (facultatif)`)).toHaveValue('Un résumé gardé');
      await expectNoAxeViolations(page);

      // Refused by Strapi itself (a slug with spaces: its uid rule): Strapi's message, in French, on the field.
      const title = `Article en français ${Date.now()}`;
      await page.getByLabel(words.title).fill(title);
      await page.getByLabel(`${words.readingMinutes} (facultatif)`).fill('4');
      await page.getByLabel(`${words.slug} (facultatif)`).fill('pas un slug valide');
      await page.getByRole('button', { name: 'Publier' }).click();
      await expect(page.getByText(`${words.slug} n’a pas le format attendu.`)).toBeVisible();
      await expect(page.getByLabel(`${words.slug} (facultatif)`)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(`${words.slug} (facultatif)`)).toBeFocused();
      await expect(page).toHaveURL(/\/fr\/articles\/new$/);
      await expect(page.getByLabel(words.title)).toHaveValue(title);
      await expect(page.getByLabel(`${words.summary} (facultatif)`)).toHaveValue('Un résumé gardé');
      await expect(page.getByLabel(`${words.readingMinutes} (facultatif)`)).toHaveValue('4');

      // Fixed and saved: the server action's redirect lands on the French page, with its French notice.
      await page.getByLabel(`${words.slug} (facultatif)`).fill('');
      await page.getByRole('button', { name: 'Publier' }).click();
      await expect(page).toHaveURL(/\/fr\/articles\/[a-z0-9-]+\?notice=published$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByText('Publié. Tout le monde peut le lire.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // The owner's controls on the entry's page, in French too.
      await expect(page.getByRole('button', { name: 'Dépublier' })).toBeVisible();
      const detail = new URL(page.url()).pathname;
      const documentId = await articleIdOf(page.url());

      // Edit, in French.
      await page.getByRole('link', { name: 'Modifier', exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}/fr/articles/${documentId}/edit`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1, name: `Modifier « ${title} »` })).toBeVisible();
      await expect(page.getByLabel(words.title)).toHaveValue(title);
      await hydrated(page);
      await expectNoAxeViolations(page);
      await page.getByLabel(words.title).fill(`${title} (révisé)`);
      // Published already: the form says it updates what readers see.
      await expect(page.getByText('Les lecteurs voient la version publiée')).toBeVisible();
      await page.getByRole('button', { name: 'Mettre à jour' }).click();
      await expect(page).toHaveURL(`${baseURL}${detail}?notice=updated`);
      await expect(page.getByText('Mis à jour. Tout le monde lit désormais la nouvelle version.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: `${title} (révisé)` })).toBeVisible();

      // The delete dialog, in French, once the page is ready.
      await hydrated(page);
      await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Supprimer cette entrée ?' });
      await expect(dialog).toHaveAccessibleDescription(
        `« ${title} (révisé) » sera supprimée pour tout le monde. Cette action est irréversible.`,
      );
      await dialog
        .getByRole('button', { name: 'Cancel' })
        .or(dialog.getByRole('button', { name: 'Annuler' }))
        .click();
      await expect(dialog).toBeHidden();

      // The confirmation page the server renders (before hydration, or without JavaScript), in French; deleting there
      // leads to the French list, with its French notice.
      await page.goto(`/fr/articles/${documentId}/delete`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1, name: 'Supprimer cette entrée ?' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Langue' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Supprimer définitivement' }).click();
      await expect(page).toHaveURL(`${baseURL}/fr/articles?notice=deleted`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByText('Supprimé.')).toBeVisible();
      expect((await page.request.get(detail)).status()).toBe(404);
    },
  );
});

test.describe('writing in French without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server checks the form again and answers in French, every value typed kept, on the French page', async ({
    page,
    account,
    registered,
  }) => {
    await startSignedIn(page, registered.user.email, account.password, '/fr/articles/new');
    await page.getByLabel(words.title).fill('   ');
    await page.getByLabel(`${words.summary} (facultatif)`).fill('Vérifié par le serveur');
    await openMoreOptions(page);
    await page.getByLabel(`${words.readingMinutes} (facultatif)`).fill('0');
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText(`${words.title} est obligatoire.`)).toBeVisible();
    await expect(page.getByText(`${words.readingMinutes} doit valoir au moins 1.`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'attention' })).toHaveText('Certains champs demandent votre attention.');
    await expect(page.getByLabel(`${words.summary} (facultatif)`)).toHaveValue('Vérifié par le serveur');
    await expect(page.getByLabel(`${words.readingMinutes} (facultatif)`)).toHaveValue('0');
  });
});
