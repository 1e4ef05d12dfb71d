const { env } = require('../utils/env');
const { appPathOf, signedPreviewUrl } = require('./signed-link');

// On when WEB_URL and PREVIEW_SECRET (shared with the app) are set; `allowedOrigins` lets the admin's CSP frame the app.
function previewConfig() {
  const webUrl = env('WEB_URL');
  const secret = env('PREVIEW_SECRET');
  if (!webUrl || !secret) return { enabled: false };
  const homeSingularName = env('HOME_SINGLE_TYPE', 'homepage');
  return {
    enabled: true,
    config: {
      allowedOrigins: [new URL(webUrl).origin],
      async handler(uid, { documentId, locale }) {
        const defaultLocale = await strapi.plugin('i18n')?.service('locales').getDefaultLocale();
        const path = appPathOf(strapi.contentType(uid), { documentId, locale, defaultLocale, homeSingularName });
        return path ? signedPreviewUrl({ webUrl, path, secret }) : null;
      },
    },
  };
}

module.exports = { previewConfig };
