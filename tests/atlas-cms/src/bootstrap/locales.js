/** English (i18n's default) and two more, one of them in another script. */
const LOCALES = [
  { code: 'de', name: 'Deutsch (de)' },
  { code: 'ja', name: '日本語 (ja)' },
];

async function ensureLocales(strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  for (const locale of LOCALES) {
    if (!(await locales.findByCode(locale.code))) await locales.create(locale);
  }
  await locales.setDefaultLocale({ code: 'en' });
}

module.exports = { ensureLocales };
