import { StrapiAuth } from './auth';
import { StrapiClient } from './client';
import { createMemoryStore } from './token-store';
import {
  adminToken,
  caught,
  lastMailId,
  newAccount,
  setEmailConfirmation,
  strapiUrl,
  waitForMail,
  type MailMessage,
} from '@/tests/support/backend';

/**
 * The portico-guard plugin's localized emails, against the real Strapi and mailbox: `?locale=` on
 * the routes that send the reset-password and confirmation emails picks the locale's templates
 * and its pages; without it (or with a locale the site does not have, or the default) Strapi
 * sends its own emails, as without the plugin.
 */
let visitor = 0;
function auth() {
  visitor += 1;
  const client = new StrapiClient({
    url: strapiUrl(),
    tokenStore: createMemoryStore(null),
    headers: { 'X-Forwarded-For': `10.61.${Math.floor(visitor / 250)}.${visitor % 250}` },
  });
  return new StrapiAuth(client);
}

const RESET_LINK = /(https?:\/\/[^\s<]+)\?code=([A-Za-z0-9]+)/;
const CONFIRMATION_LINK = /https?:\/\/[^\s<]+\/api\/auth\/email-confirmation\?confirmation=[A-Za-z0-9]+(?:&locale=[A-Za-z-]+)?/;

async function resetMail(email: string, ask: () => Promise<unknown>): Promise<{ mail: MailMessage; page: URL; code: string }> {
  const since = await lastMailId();
  await ask();
  const mail = await waitForMail(email, { afterId: since });
  const [, page, code] = RESET_LINK.exec(mail.text) ?? [];
  expect(page).toBeTruthy();
  return { mail, page: new URL(page!), code: code! };
}

/** Where following a confirmation link lands (Strapi answers a redirect). */
async function followConfirmation(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

async function storedTemplates() {
  const response = await fetch(`${strapiUrl()}/users-permissions/email-templates`, {
    headers: { Authorization: `Bearer ${await adminToken()}` },
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, { options: { object: string } }>;
}

describe('the reset-password email', () => {
  it('in French when asked from a French page: French subject and body, the link on /fr/reset-password; the code works', async () => {
    const account = newAccount('reinit');
    await auth().register(account);
    const { mail, page, code } = await resetMail(account.email, () => auth().forgotPassword(account.email, { locale: 'fr' }));
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.text).toContain('<p>Bonjour,</p>');
    expect(mail.text).toContain('Suivez ce lien pour en choisir un nouveau');
    expect(mail.text).not.toContain('lost your password');
    expect(page.pathname).toBe('/fr/reset-password');

    const result = await auth().resetPassword({ code, password: 'Nouveau-mdp-12', passwordConfirmation: 'Nouveau-mdp-12' });
    expect(result).toMatchObject({ user: { email: account.email } });
    await expect(auth().login(account.email, 'Nouveau-mdp-12')).resolves.toMatchObject({ user: { email: account.email } });
  });

  it('as Strapi sends it without a locale, with the default locale, or with a locale the site does not have', async () => {
    const account = newAccount('reset');
    await auth().register(account);
    for (const locale of [undefined, 'en', 'de', 'FR', 'fr/../x']) {
      const { mail, page } = await resetMail(account.email, () => auth().forgotPassword(account.email, { locale }));
      expect([locale, mail.subject]).toEqual([locale, 'Reset password']);
      expect(mail.text).toContain('We heard that you lost your password');
      expect(page.pathname).toBe('/reset-password');
    }
    // Nothing the French requests read was written back: the admin panel's templates are Strapi's.
    const stored = await storedTemplates();
    expect(stored.reset_password!.options.object).toBe('Reset password');
    expect(stored.email_confirmation!.options.object).toBe('Account confirmation');
  });
});

describe('the confirmation email (email confirmation on)', () => {
  beforeAll(() => setEmailConfirmation(true));
  afterAll(() => setEmailConfirmation(false));

  it('in French when the registration came from a French page; its link confirms and lands on /fr/login?confirmed=1', async () => {
    const account = newAccount('inscrit');
    const since = await lastMailId();
    const result = await auth().register(account, { locale: 'fr' });
    expect(result.jwt).toBeUndefined();
    const mail = await waitForMail(account.email, { afterId: since });
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.text).toContain('Merci de votre inscription');
    const link = CONFIRMATION_LINK.exec(mail.text)?.[0];
    expect(link).toMatch(/&locale=fr$/);

    // The resend from a French page is French too.
    const again = await lastMailId();
    await auth().sendEmailConfirmation(account.email, { locale: 'fr' });
    const resent = await waitForMail(account.email, { afterId: again });
    expect(resent.subject).toBe('Confirmez votre adresse e-mail');
    const resentLink = CONFIRMATION_LINK.exec(resent.text)?.[0];
    expect(resentLink).toMatch(/&locale=fr$/);

    const landing = await followConfirmation(resentLink!);
    expect(`${landing.pathname}${landing.search}`).toBe('/fr/login?confirmed=1');
    await expect(auth().login(account.email, account.password)).resolves.toMatchObject({ user: { confirmed: true } });
  });

  it('as Strapi sends it without a locale: English, and its link lands on /login?confirmed=1', async () => {
    const account = newAccount('confirm');
    const since = await lastMailId();
    await auth().register(account);
    const mail = await waitForMail(account.email, { afterId: since });
    expect(mail.subject).toBe('Account confirmation');
    const link = CONFIRMATION_LINK.exec(mail.text)?.[0];
    expect(link).not.toContain('locale=');
    const landing = await followConfirmation(link!);
    expect(`${landing.pathname}${landing.search}`).toBe('/login?confirmed=1');
  });

  it('a confirmation link whose locale the site does not have lands on the default page; a wrong code is refused as before', async () => {
    const account = newAccount('confirm');
    const since = await lastMailId();
    await auth().register(account, { locale: 'de' });
    const mail = await waitForMail(account.email, { afterId: since });
    expect(mail.subject).toBe('Account confirmation');
    const link = CONFIRMATION_LINK.exec(mail.text)?.[0];
    expect(link).not.toContain('locale=');
    const landing = await followConfirmation(`${link}&locale=xx`);
    expect(`${landing.pathname}${landing.search}`).toBe('/login?confirmed=1');

    const refused = await fetch(`${strapiUrl()}/api/auth/email-confirmation?confirmation=not-a-code&locale=fr`, { redirect: 'manual' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Invalid token');
  });

  it('a registration Strapi refuses is refused the same with a locale', async () => {
    const account = newAccount('taken');
    await auth().register(account, { locale: 'fr' });
    const error = await caught(auth().register({ ...newAccount(), email: account.email }, { locale: 'fr' }));
    expect(error.error).toMatchObject({ status: 400, name: 'ApplicationError', message: 'Email or Username are already taken' });
  });
});
