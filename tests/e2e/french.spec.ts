import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, hydrated, memberMenu, signOutFromHeader, startSignedIn, test } from './support/fixtures';
import { strapiGet } from '../support/backend';
import { openLanguages } from './support/languages';
import { passThroughProvider } from './support/provider';

/**
 * The whole site in French (issue 26): Portico's own words come from messages/fr.json on every
 * /fr/… page, the visitor stays in French through sign-in, and axe finds nothing on those pages.
 */
async function frenchArticles(filters = ''): Promise<{ documentId: string; title: string; slug: string }[]> {
  const { data } = await strapiGet<{ data: { documentId: string; title: string; slug: string }[] }>(
    `/articles?locale=fr&fields[0]=title&fields[1]=slug&pagination[pageSize]=100&sort=id:asc${filters}`,
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
    // Other specs publish and delete French entries of their own (without a level) while this one
    // runs: it counts the seeded entries of one level, which no spec changes, so Strapi's count and
    // the page's are of the same entries whenever each is read.
    const articles = await frenchArticles('&filters[level][$eq]=beginner');
    await page.goto('/fr/articles?f.level=beginner');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const total = articles.length;
    expect(total).toBeGreaterThan(1);
    await expect(page.locator('.result-count')).toHaveText(`${total} articles`);
    const search = page.getByRole('search', { name: 'Rechercher et filtrer' });
    await expect(search.getByLabel('Trier par')).toContainText('Les plus récents d’abord');
    const switcher = await openLanguages(page, 'Langue');
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('hreflang', 'en');
    await expect(switcher.getByText('Français')).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    // Search: one article, counted in the singular.
    await search.getByLabel('Rechercher').fill(articles[0]!.title);
    await search.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(/\/fr\/articles\?q=/);
    await expect(page.locator('.result-count')).toHaveText('1 article');
    await expect(page.getByRole('link', { name: articles[0]!.title })).toHaveAttribute('href', `/fr/articles/${articles[0]!.slug}`);

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
    await expect((await openLanguages(page, 'Langue')).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/login');
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
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    await expect(page.getByRole('banner').locator('.account-menu')).toContainText('Se déconnecter');
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

  test(
    'the account page in French: its details, the change-password form and its French errors',
    { tag: '@database' },
    async ({ page, account, registered }) => {
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
    },
  );

  test('the Language switcher is in the header and names the page after client-side navigations; it works by keyboard', async ({
    page,
  }) => {
    const [article] = await frenchArticles();
    await page.goto(`/fr/articles?q=${encodeURIComponent(article!.title)}`);
    await hydrated(page);
    // A mark that lives as long as this document: it is still there after a client-side navigation.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const stillSameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

    await page.getByRole('link', { name: article!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/articles/${article!.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: article!.title })).toBeVisible();
    expect(await stillSameDocument()).toBe(true);
    let languages = await openLanguages(page, 'Langue');
    const english = await strapiGet<{ data: { slug: string } }>(`/articles/${article!.documentId}?fields[0]=slug`);
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('href', `/articles/${english.data.slug}`);
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('hreflang', 'en');

    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/fr\/articles$/);
    expect(await stillSameDocument()).toBe(true);
    languages = await openLanguages(page, 'Langue');
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/articles');

    // By keyboard, from the brand: Tab reaches the switcher, Enter opens it, Tab and Enter follow a link.
    await page.reload();
    await hydrated(page);
    const switcher = page.getByRole('banner').getByRole('navigation', { name: 'Langue' });
    await page.getByRole('banner').getByRole('link', { name: 'Portico' }).focus();
    for (
      let presses = 0;
      presses < 12 && !(await switcher.locator('summary').evaluate((node) => node === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await expect(switcher.locator('summary')).toBeFocused();
    await expect(switcher.locator('summary')).toHaveAccessibleName('Langue de cette page : Français');
    await page.keyboard.press('Enter');
    await expect(switcher.getByRole('link', { name: 'English' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(switcher.getByRole('link', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Language' }).locator('summary')).toHaveAccessibleName(
      'Language of this page: English',
    );
  });

  test('at 320 pixels wide the switcher fits in the header, opens within the screen, and axe finds nothing', async ({ page }) => {
    const [article] = await frenchArticles();
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/fr/articles', `/fr/articles/${article!.documentId}`, '/fr/login']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Langue' }).locator('summary')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      const list = await openLanguages(page, 'Langue');
      const box = (await list.boundingBox())!;
      expect(box.x, path).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, path).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      await expectNoAxeViolations(page);
    }
  });

  test(
    'the account controls in French: profile, its errors, deleting (dialog and page), the confirm-email page; axe at 320 pixels',
    { tag: '@database' },
    async ({ page, account, registered }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await startSignedIn(page, registered.user.email, account.password, '/fr/account');
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      const profile = page.getByRole('region', { name: 'Profil' });
      const username = profile.getByLabel('Nom d’utilisateur');
      await expect(username).toHaveValue(registered.user.username);
      await expect(profile.getByLabel('E-mail')).toHaveValue(registered.user.email);
      await expect(page.getByRole('region', { name: 'Supprimer le compte' })).toContainText('Supprimer votre compte supprime aussi');
      // The header of a signed-in member (switcher, name, Se déconnecter) fits too.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await openLanguages(page, 'Langue');
      await expectNoAxeViolations(page);

      // A name too short: explained beside its field, in French; what was typed stays.
      await username.fill('ab');
      await profile.getByRole('button', { name: 'Enregistrer le profil' }).click();
      await expect(username).toHaveAccessibleDescription('Utilisez au moins 3 caractères.');
      await expect(profile.getByRole('status')).toHaveText('Certains champs demandent votre attention.');
      await expect(username).toHaveValue('ab');
      await username.fill(registered.user.username);
      await profile.getByRole('button', { name: 'Enregistrer le profil' }).click();
      await expect(profile.getByRole('status')).toHaveText('Profil enregistré.');

      // Delete account: the dialog in French, Strapi's refusal worded in French, Annuler closes it.
      await page.getByRole('button', { name: 'Supprimer le compte' }).click();
      const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
      await expect(dialog).toContainText('Vous serez déconnecté');
      await dialog.getByLabel('Mot de passe').fill('pas-le-bon');
      await dialog.getByRole('button', { name: 'Supprimer mon compte' }).click();
      await expect(dialog.getByLabel('Mot de passe')).toHaveAccessibleDescription('Ce mot de passe est incorrect. Rien n’a été supprimé.');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await expect(dialog).toBeHidden();

      // The same confirmation as a page (before hydration, or without JavaScript), in French.
      await page.goto('/fr/account/delete');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page).toHaveTitle(/^Supprimer votre compte · /);
      await expect(page.getByRole('heading', { level: 1, name: 'Supprimer votre compte ?' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Votre compte' })).toHaveAttribute(
        'href',
        '/fr/account',
      );
      await expect(page.getByRole('link', { name: 'Annuler' })).toHaveAttribute('href', '/fr/account');
      await expect((await openLanguages(page, 'Langue')).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/account/delete');
      await expectNoAxeViolations(page);

      // The page a new address's link leads to, without its code: in French, back to the French account.
      await page.goto('/fr/account/confirm-email');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1, name: 'Confirmez votre nouvelle adresse e-mail' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Retour à votre compte' })).toHaveAttribute('href', '/fr/account');
      await expectNoAxeViolations(page);
    },
  );

  test('a French address no page answers: a French not-found page, its switcher offering each home page', async ({ page }) => {
    const response = await page.goto('/fr/nothing-here/at/all');
    expect(response!.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    const languages = await openLanguages(page, 'Langue');
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
  });

  test('robots.txt keeps crawlers out of the French app pages as out of the English ones; the sitemap lists neither', async ({
    request,
    baseURL,
  }) => {
    const robots = (await (await request.get('/robots.txt')).text()).split('\n');
    for (const path of ['/account', '/login', '/register', '/forgot-password', '/reset-password', '/email-confirmation']) {
      expect(robots).toContain(`Disallow: ${path}`);
      expect(robots).toContain(`Disallow: /fr${path}`);
    }
    // The French content stays open to crawlers.
    expect(robots.filter((line) => /^Disallow: \/fr(\/articles|\/?$)/.test(line))).toEqual([]);
    const locs = [...(await (await request.get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs).toContain(`${baseURL}/fr/articles`);
    expect(locs.filter((loc) => /\/(account|login|register|forgot-password|reset-password|email-confirmation)\b/.test(loc))).toEqual([]);
  });

  test('provider sign-in from the French sign-in page lands on a French page; a failure comes back to it', async ({ page, baseURL }) => {
    const login = `oidc-fr-${Date.now().toString(36)}`;
    await page.goto('/fr/login?next=%2Ffr%2Faccount');
    await page.getByRole('link', { name: 'Continuer avec Acme ID' }).click();
    await passThroughProvider(page, login);
    await expect(page).toHaveURL(`${baseURL}/fr/account`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Votre compte' })).toBeVisible();
    await expect(page.locator('dd', { hasText: 'local-oidc' })).toBeVisible();
    await signOutFromHeader(page, 'Se déconnecter');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();

    // Without ?next=: the French home page.
    await page.goto('/fr/login');
    await page.getByRole('link', { name: 'Continuer avec Acme ID' }).click();
    await passThroughProvider(page, login);
    await expect(page).toHaveURL(`${baseURL}/fr`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await signOutFromHeader(page, 'Se déconnecter');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();

    // A callback Strapi refuses (a made-up token) after a start from /fr/login: back to it, in French.
    await goThroughFailedProviderSignIn(page);
    await expect(page).toHaveURL(/\/fr\/login\?error=provider-failed$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText('La connexion avec ce fournisseur n’a pas fonctionné. Réessayez.')).toBeVisible();
  });
});

/** Starts a provider sign-in as the French sign-in page's link does, then comes back with a token Strapi refuses. */
async function goThroughFailedProviderSignIn(page: Page) {
  const start = await page.request.get('/api/auth/connect/local-oidc?next=%2Ffr&locale=fr', { maxRedirects: 0 });
  expect(start.status()).toBe(303);
  await page.goto('/connect/local-oidc/redirect?access_token=not-a-token');
}
