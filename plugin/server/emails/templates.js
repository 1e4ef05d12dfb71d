'use strict';

// The emails in languages other than the admin panel's (Settings > Email templates, the default locale's): one file
// per locale code in the templates folder, with `reset_password` and `email_confirmation` (`object`, `message`), and
// may word Portico's own: `email_change` (`object`, a plain `text` with `{username}` and `{link}`) and `notices` (as
// the default notice words). A locale without a file uses its language's (`pt-BR`: `pt.js`), then the admin panel's.
const fs = require('node:fs');
const path = require('node:path');
const NOTICE_WORDS = require('./notice-words');

const KINDS = ['reset_password', 'email_confirmation'];

/** The link each body must carry, as Strapi's own templates write it. */
const LINKS = {
  reset_password: /<%=\s*URL\s*%>\?code=<%=\s*TOKEN\s*%>/,
  email_confirmation: /<%=\s*URL\s*%>\?confirmation=<%=\s*CODE\s*%>/,
};

/** Fails (the plugin then fails to start) on a template that would send a mail without its link. */
function checkTemplates(code, templates) {
  for (const kind of KINDS) {
    const template = templates?.[kind];
    if (!template || typeof template.object !== 'string' || !template.object.trim() || typeof template.message !== 'string') {
      throw new Error(`portico-guard: emails/templates/${code}.js needs ${kind}.object and ${kind}.message`);
    }
    if (!LINKS[kind].test(template.message)) {
      throw new Error(`portico-guard: emails/templates/${code}.js: ${kind}.message must contain the link as ${LINKS[kind].source}`);
    }
  }
  const change = templates.email_change;
  if (change !== undefined) {
    if (typeof change?.object !== 'string' || !change.object.trim() || typeof change.text !== 'string' || !change.text.includes('{link}')) {
      throw new Error(`portico-guard: emails/templates/${code}.js: email_change needs an object and a text with {link}`);
    }
  }
  if (templates.notices !== undefined) checkNotices(code, templates.notices);
  return templates;
}

/** A locale's notices need every word the default has, so a notice is never half in another language. */
function checkNotices(code, notices) {
  const missing = [];
  for (const key of Object.keys(NOTICE_WORDS)) {
    if (key === 'kinds') continue;
    if (typeof notices?.[key] !== 'string' || !notices[key].trim()) missing.push(key);
  }
  for (const kind of Object.keys(NOTICE_WORDS.kinds)) {
    for (const part of ['subject', 'happened'])
      if (typeof notices?.kinds?.[kind]?.[part] !== 'string') missing.push(`kinds.${kind}.${part}`);
  }
  if (missing.length) throw new Error(`portico-guard: emails/templates/${code}.js: notices lacks ${missing.join(', ')}`);
}

/** Every file in `folder`, by locale code, checked. */
function loadTemplates(folder = path.join(__dirname, 'templates')) {
  const byLocale = {};
  for (const file of fs.readdirSync(folder).sort()) {
    if (!file.endsWith('.js')) continue;
    const code = file.slice(0, -'.js'.length);
    byLocale[code] = checkTemplates(code, require(path.join(folder, file)));
  }
  return byLocale;
}

/** The templates for `code`: its own, else its language's, else none (the admin panel's apply). */
function templatesFor(byLocale, code) {
  return byLocale[code] ?? byLocale[code.split('-')[0]] ?? null;
}

module.exports = { KINDS, checkTemplates, loadTemplates, templatesFor };
