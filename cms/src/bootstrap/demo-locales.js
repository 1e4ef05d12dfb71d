// The demo's locales: English (Strapi's default) and French.
const LOCALES = [{ code: 'fr', name: 'Français (fr)' }];

async function ensureLocales(strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  for (const locale of LOCALES) {
    if (!(await locales.findByCode(locale.code))) await locales.create(locale);
  }
}

module.exports = { ensureLocales };
