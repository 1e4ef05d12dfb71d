/* eslint-disable @typescript-eslint/no-require-imports */
// The plugin is CommonJS, as a Strapi app's src/ is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const { composeNotice } = require('./own-emails');
const DEFAULT_WORDS = require('./notice-words');
const { loadTemplates } = require('./templates');

const VALUES = {
  username: 'marguerite',
  when: '27 November 2026 at 13:00 UTC',
  device: 'Firefox on Linux',
  email: 'new@example.test',
  link: 'https://www.example.com/secure-account?code=7.abc',
};

describe('composeNotice', () => {
  it('says what happened, when and from which device, and ends with what to do and the link', () => {
    const { subject, text } = composeNotice(DEFAULT_WORDS, 'password-changed', VALUES);
    expect(subject).toBe('Your password was changed');
    expect(text.split('\n')).toEqual([
      'Hello marguerite,',
      '',
      'Your password was changed on 27 November 2026 at 13:00 UTC, from Firefox on Linux.',
      '',
      'If this was you, there is nothing to do.',
      'If it was not you, open this link: it signs your account out everywhere and sends you a link to choose a new password.',
      VALUES.link,
    ]);
  });

  it('after an email change, names the new address and says the link puts this one back', () => {
    const { text } = composeNotice(DEFAULT_WORDS, 'email-changed', VALUES);
    expect(text).toContain('was changed to new@example.test');
    expect(text).toContain('it puts this address back on your account');
  });

  it('words a device that sent no User-Agent, and the French template’s words in French', () => {
    expect(composeNotice(DEFAULT_WORDS, 'new-device', { ...VALUES, device: null }).text).toContain('a device that did not say what it is');
    const french = loadTemplates().fr.notices;
    const { subject, text } = composeNotice(french, 'username-changed', VALUES);
    expect(subject).toBe('Votre nom d’utilisateur a été changé');
    expect(text).toMatch(
      /^Bonjour marguerite,\n\nLe 27 November 2026 at 13:00 UTC, depuis Firefox on Linux, votre nom d’utilisateur est devenu marguerite\./,
    );
  });

  it('every kind the default words have, every template that words notices has too (checked when the plugin loads)', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'notices-'));
    const french = require('./templates/fr.js');
    const kinds = { ...french.notices.kinds };
    delete kinds['new-device'];
    fs.writeFileSync(
      path.join(folder, 'de.js'),
      `module.exports = ${JSON.stringify({ ...french, notices: { ...french.notices, kinds } })};`,
    );
    expect(() => loadTemplates(folder)).toThrow(
      'emails/templates/de.js: notices lacks kinds.new-device.subject, kinds.new-device.happened',
    );
  });
});
