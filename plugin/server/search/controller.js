'use strict';

const { errors } = require('@strapi/utils');
const { isApiToken } = require('../http');
const { defaultLocale } = require('../site');

// GET /api/portico-guard/search?q=…&locale=…&types=…&page=…&pageSize=…: one search over every type the caller's role
// may read (a member's own drafts too). POST /api/portico-guard/search/rebuild: for a full-access API token only.
const MAX_QUERY = 200;

/** Whether the caller may read a type: their role's `find`, or an admin-made full-access token. */
function readerOf(ctx) {
  const { auth } = ctx.state;
  if (isApiToken(ctx.state) && auth?.credentials?.type === 'full-access') return () => true;
  if (auth?.ability?.can) return (uid) => auth.ability.can(`${uid}.find`);
  return () => false;
}

const positive = (value, fallback) => {
  const number = Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

module.exports = ({ strapi }) => ({
  async find(ctx) {
    const { q, locale, types, page, pageSize } = ctx.query ?? {};
    if (typeof q !== 'string' || q.length > MAX_QUERY)
      throw new errors.ValidationError(`q must be text of at most ${MAX_QUERY} characters.`);
    const locales = strapi.plugin('i18n')?.service('locales');
    const known = typeof locale === 'string' && locales ? await locales.findByCode(locale) : null;
    const searchLocale = known?.code ?? (await defaultLocale(strapi)) ?? 'en';
    const wanted = typeof types === 'string' && types ? types.split(',').slice(0, 20) : [];
    const search = strapi.plugin('portico-guard').service('search');
    const result = await search.find({
      query: q,
      locale: searchLocale,
      types: wanted,
      page: positive(page, 1),
      pageSize: positive(pageSize, 10),
      userId: ctx.state.user?.id ?? null,
      canRead: readerOf(ctx),
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: await strapi.plugin('portico-guard').service('addresses').withAddresses(result.hits),
      meta: {
        query: q,
        locale: searchLocale,
        total: result.total,
        page: positive(page, 1),
        pageSize: result.pageSize,
        pageCount: Math.ceil(result.total / result.pageSize),
        types: Object.entries(result.byType).map(([uid, count]) => ({ ...search.typeOf(uid), count })),
        corrected: result.corrected,
        suggestion: result.suggestion,
        fallback: result.fallback,
      },
    };
  },

  async rebuild(ctx) {
    if (!(isApiToken(ctx.state) && ctx.state.auth?.credentials?.type === 'full-access')) {
      throw new errors.PolicyError('Only a full-access API token made in the admin panel may rebuild the search index.');
    }
    const started = Date.now();
    const { documents } = await strapi.plugin('portico-guard').service('search').rebuild();
    ctx.body = { data: { documents, ms: Date.now() - started } };
  },
});
