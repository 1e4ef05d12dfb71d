const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');
const { assertRequiredStringsPresent, fillEmptyUids } = require('../../../utils/input-rules');
const { isApiTokenRequest } = require('../../../utils/auth');

const UID = 'api::article.article';
const OWNER_FIELD = 'author';

/** Drops the owner from a request body: the owner comes from the token, never from the client. */
function stripOwner(ctx) {
  const data = ctx.request.body?.data;
  if (data && typeof data === 'object') delete data[OWNER_FIELD];
}

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const user = ctx.state.user;
    if (!user && !isApiTokenRequest(ctx.state)) throw new errors.UnauthorizedError('Sign in to create entries.');
    stripOwner(ctx);
    const body = ctx.request.body ?? {};
    if (!body.data || typeof body.data !== 'object') {
      throw new errors.ValidationError('Missing "data" payload in the request body');
    }
    await this.validateQuery(ctx);
    const sanitizedQuery = await this.sanitizeQuery(ctx);
    await this.validateInput(body.data, ctx);
    const data = await this.sanitizeInput(body.data, ctx);
    assertRequiredStringsPresent(strapi, UID, data, { partial: false });
    await fillEmptyUids(strapi, UID, data);
    // An editor's API token creates entries without an owner; a user always owns what they create.
    const owner = user ? { [OWNER_FIELD]: user.id } : {};
    const created = await strapi.service(UID).create({ ...sanitizedQuery, data: { ...data, ...owner } });
    const sanitized = await this.sanitizeOutput(created, ctx);
    ctx.status = 201;
    return this.transformResponse(sanitized);
  },

  async update(ctx) {
    stripOwner(ctx);
    const data = ctx.request.body?.data;
    if (data && typeof data === 'object') assertRequiredStringsPresent(strapi, UID, data, { partial: true });
    const user = ctx.state.user;
    const locale = typeof ctx.query?.locale === 'string' ? ctx.query.locale : undefined;
    // An update in a locale the entry does not have yet creates that translation (Strapi 5).
    const isNewTranslation =
      Boolean(user && locale) && !(await strapi.documents(UID).findOne({ documentId: ctx.params.id, locale, fields: ['documentId'] }));
    const response = await super.update(ctx);
    if (isNewTranslation) {
      // Relations are per locale and the client may not set the owner: the one who adds a
      // translation (the is-owner policy checked they own the entry) owns it, draft and published.
      const versions = await strapi.db.query(UID).findMany({ where: { documentId: ctx.params.id, locale }, select: ['id'] });
      for (const version of versions) await strapi.db.query(UID).update({ where: { id: version.id }, data: { [OWNER_FIELD]: user.id } });
    }
    return response;
  },

  /** Takes a published entry back to draft (the is-owner policy has checked who asks). */
  async unpublish(ctx) {
    const locale = typeof ctx.query?.locale === 'string' ? ctx.query.locale : undefined;
    const documents = strapi.documents(UID);
    const published = await documents.findOne({
      documentId: ctx.params.id,
      status: 'published',
      ...(locale ? { locale } : {}),
      fields: ['documentId'],
    });
    if (!published) throw new errors.NotFoundError('This entry is not published.');
    await documents.unpublish({ documentId: ctx.params.id, ...(locale ? { locale } : {}) });
    return { data: { documentId: ctx.params.id, locale: locale ?? null, status: 'draft' } };
  },

  /**
   * Adds the owner's public identity ({id, documentId, username}, never the email) so that a
   * front end can tell the owner apart without being allowed to list users.
   */
  async findOne(ctx) {
    const response = await super.findOne(ctx);
    if (response?.data) {
      const owned = await strapi.db.query(UID).findOne({
        // One row per locale: the owner of the version being read.
        where: { documentId: response.data.documentId, ...(response.data.locale ? { locale: response.data.locale } : {}) },
        select: ['id'],
        populate: { [OWNER_FIELD]: { select: ['id', 'documentId', 'username'] } },
      });
      response.data[OWNER_FIELD] = owned?.[OWNER_FIELD] ?? null;
    }
    return response;
  },
}));
