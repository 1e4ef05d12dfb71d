/* eslint-disable @typescript-eslint/no-require-imports */
// The plugin is CommonJS, as a Strapi app's src/ is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const { localizeLink, confirmationLinkWithLocale, localizedAdvanced, localizedEmails } = require('./localize');
const { checkTemplates, loadTemplates, templatesFor } = require('./templates');
const { emailChangeIn, DEFAULT_EMAIL } = require('./own-emails');

/** The users-permissions `email` settings as Strapi 5.54 stores them by default. */
const strapiDefaults = () => ({
  reset_password: {
    display: 'Email.template.reset_password',
    options: {
      from: { name: 'Administration Panel', email: 'no-reply@strapi.io' },
      response_email: '',
      object: 'Reset password',
      message: '<p>We heard that you lost your password.</p>\n<p><%= URL %>?code=<%= TOKEN %></p>',
    },
  },
  email_confirmation: {
    display: 'Email.template.email_confirmation',
    options: {
      from: { name: 'Administration Panel', email: 'no-reply@strapi.io' },
      response_email: 'help@example.com',
      object: 'Account confirmation',
      message: '<p>Thank you for registering!</p>\n<p><%= URL %>?confirmation=<%= CODE %></p>',
    },
  },
});

describe('links in a locale’s pages', () => {
  it('put the locale’s code first in the path, keeping the query', () => {
    expect(localizeLink('http://localhost:3000/reset-password', 'fr')).toBe('http://localhost:3000/fr/reset-password');
    expect(localizeLink('https://www.example.com/login?confirmed=1', 'fr')).toBe('https://www.example.com/fr/login?confirmed=1');
    expect(localizeLink('https://www.example.com/', 'pt-BR')).toBe('https://www.example.com/pt-BR');
    expect(localizeLink('https://www.example.com', 'fr')).toBe('https://www.example.com/fr');
    expect(localizeLink('/login?confirmed=1', 'fr')).toBe('/fr/login?confirmed=1');
  });

  it('leave an address already in the locale, empty settings and anything that is not a web address alone', () => {
    expect(localizeLink('https://www.example.com/fr/login', 'fr')).toBe('https://www.example.com/fr/login');
    expect(localizeLink(null, 'fr')).toBeNull();
    expect(localizeLink('', 'fr')).toBe('');
    expect(localizeLink('javascript:alert(1)', 'fr')).toBe('javascript:alert(1)');
    expect(localizeLink('//evil.example/x', 'fr')).toBe('//evil.example/x');
    expect(localizeLink('not a url', 'fr')).toBe('not a url');
  });

  it('give the confirmation link the locale, so that following it ends on the locale’s page', () => {
    expect(confirmationLinkWithLocale('<p><%= URL %>?confirmation=<%= CODE %></p>', 'fr')).toBe(
      '<p><%= URL %>?confirmation=<%= CODE %>&locale=fr</p>',
    );
  });
});

describe('the users-permissions settings a localized request reads', () => {
  it('take the locale’s subjects and bodies, and keep the sender and reply-to set in the admin panel', () => {
    const fr = templatesFor(loadTemplates(), 'fr');
    const emails = localizedEmails(strapiDefaults(), 'fr', fr);
    expect(emails.reset_password.options).toEqual({
      ...strapiDefaults().reset_password.options,
      object: fr.reset_password.object,
      message: fr.reset_password.message,
    });
    expect(emails.email_confirmation.options.object).toBe('Confirmez votre adresse e-mail');
    expect(emails.email_confirmation.options.message).toContain('?confirmation=<%= CODE %>&locale=fr');
    expect(emails.email_confirmation.options.response_email).toBe('help@example.com');
    expect(emails.reset_password.display).toBe('Email.template.reset_password');
  });

  it('keep the admin panel’s templates for a locale without its own, with the links in its pages', () => {
    const emails = localizedEmails(strapiDefaults(), 'de', null);
    expect(emails.reset_password.options).toEqual(strapiDefaults().reset_password.options);
    expect(emails.email_confirmation.options.object).toBe('Account confirmation');
    expect(emails.email_confirmation.options.message).toContain('?confirmation=<%= CODE %>&locale=de');
  });

  it('never change what the store holds', () => {
    const stored = strapiDefaults();
    localizedEmails(stored, 'fr', templatesFor(loadTemplates(), 'fr'));
    expect(stored).toEqual(strapiDefaults());
    const advanced = { email_reset_password: 'http://w.test/reset-password', email_confirmation_redirection: null, allow_register: true };
    expect(localizedAdvanced(advanced, 'fr')).toEqual({ ...advanced, email_reset_password: 'http://w.test/fr/reset-password' });
    expect(advanced.email_reset_password).toBe('http://w.test/reset-password');
  });
});

describe('the templates', () => {
  it('French has both emails, each with its link', () => {
    const byLocale = loadTemplates();
    expect(Object.keys(byLocale)).toContain('fr');
    expect(templatesFor(byLocale, 'fr').reset_password.object).toBe('Réinitialisation de votre mot de passe');
    // A regional locale without its own file uses its language's; a language without any, none.
    expect(templatesFor(byLocale, 'fr-CA')).toBe(byLocale.fr);
    expect(templatesFor(byLocale, 'de')).toBeNull();
  });

  it('a template without its link, or without a subject, stops the plugin from starting', () => {
    const good = templatesFor(loadTemplates(), 'fr');
    expect(() => checkTemplates('xx', { ...good, reset_password: { object: 'Hi', message: '<p><%= URL %></p>' } })).toThrow(
      /xx\.js: reset_password\.message must contain the link/,
    );
    expect(() => checkTemplates('xx', { ...good, email_confirmation: { object: ' ', message: good.email_confirmation.message } })).toThrow(
      /needs email_confirmation\.object/,
    );
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-mail-'));
    fs.writeFileSync(path.join(folder, 'de.js'), 'module.exports = { reset_password: { object: "x", message: "y" } };');
    expect(() => loadTemplates(folder)).toThrow(/de\.js/);
    // Portico's own email is optional, but when a locale words it, it carries the link.
    expect(() => checkTemplates('xx', { ...good, email_change: undefined })).not.toThrow();
    expect(() => checkTemplates('xx', { ...good, email_change: { object: 'Neu', text: 'Kein Link' } })).toThrow(/email_change needs/);
  });
});

describe('the link to a new address (Portico’s own email)', () => {
  const link = 'https://www.example.com/account/confirm-email?code=abc';
  const emailIn = (locale: string | null, values: { username: string; link: string }) =>
    emailChangeIn(loadTemplates(), locale, values, DEFAULT_EMAIL);

  it('is in English by default, and in a locale’s words with its link to that locale’s page', () => {
    const english = emailIn(null, { username: 'ada', link });
    expect(english.subject).toBe('Confirm your new email address');
    expect(english.text).toContain('The account "ada" asked to use this address from now on.');
    expect(english.text).toContain(`\n${link}\n`);

    const french = emailIn('fr', { username: 'ada', link });
    expect(french.subject).toBe('Confirmez votre nouvelle adresse e-mail');
    expect(french.text).toContain('Le compte « ada » a demandé à utiliser désormais cette adresse.');
    expect(french.text).toContain('\nhttps://www.example.com/fr/account/confirm-email?code=abc\n');
    expect(french.text).not.toMatch(/confirm your|\{link\}|\{username\}/i);
  });

  it('falls back to English for a locale without the words, and takes a username as it is', () => {
    const german = emailIn('de', { username: '$& {link} $1', link });
    expect(german.subject).toBe('Confirm your new email address');
    expect(german.text).toContain('The account "$& {link} $1" asked');
    // The link still leads to the locale's page.
    expect(german.text).toContain('https://www.example.com/de/account/confirm-email?code=abc');
  });
});
