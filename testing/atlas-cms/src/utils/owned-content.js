const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');

/**
 * Members write their own places and guides. The owner is a relation to users-permissions users:
 * it comes from the token on create, a request body never sets or changes it, and a read of one
 * entry names its owner ({ id, documentId, username }, never the email) so a front end can offer
 * the owner their Edit and Delete. Changes by anyone else are refused by global::is-owner.
 */
function ownedController(uid, ownerField) {
  return factories.createCoreController(uid, ({ strapi }) => {
    /** Validated and sanitized input, with the signed-in member as the owner whatever the body said. */
    async function ownedInput(controller, ctx) {
      const user = ctx.state.user;
      if (!user) throw new errors.UnauthorizedError('Sign in to write entries.');
      const body = ctx.request.body ?? {};
      if (!body.data || typeof body.data !== 'object') throw new errors.ValidationError('Missing "data" payload in the request body');
      delete body.data[ownerField];
      await controller.validateQuery(ctx);
      const query = await controller.sanitizeQuery(ctx);
      await controller.validateInput(body.data, ctx);
      // Added after sanitizing: members may not read users, so the sanitizer would drop the relation.
      return { query, data: { ...(await controller.sanitizeInput(body.data, ctx)), [ownerField]: user.id } };
    }

    return {
      async create(ctx) {
        const { query, data } = await ownedInput(this, ctx);
        const created = await strapi.service(uid).create({ ...query, data });
        ctx.status = 201;
        return this.transformResponse(await this.sanitizeOutput(created, ctx));
      },

      // Only the owner gets here (global::is-owner), so stamping them again changes nothing, except
      // that a new translation of their entry is theirs too.
      async update(ctx) {
        const { query, data } = await ownedInput(this, ctx);
        const updated = await strapi.service(uid).update(ctx.params.id, { ...query, data });
        if (!updated) throw new errors.NotFoundError();
        return this.transformResponse(await this.sanitizeOutput(updated, ctx));
      },

      async findOne(ctx) {
        const response = await super.findOne(ctx);
        const found = response?.data;
        if (found) {
          // The owner of the version that was read: one per locale, and a draft and a published one.
          const version = await strapi.documents(uid).findOne({
            documentId: found.documentId,
            ...(found.locale ? { locale: found.locale } : {}),
            status: found.publishedAt ? 'published' : 'draft',
            fields: ['id'],
            populate: { [ownerField]: { fields: ['documentId', 'username'] } },
          });
          const owner = version?.[ownerField];
          found[ownerField] = owner ? { id: owner.id, documentId: owner.documentId, username: owner.username } : null;
        }
        return response;
      },
    };
  });
}

/** Update and delete only for the owner. */
function ownedRouter(uid, ownerField) {
  const ownerOnly = { name: 'global::is-owner', config: { uid, field: ownerField } };
  return factories.createCoreRouter(uid, { config: { update: { policies: [ownerOnly] }, delete: { policies: [ownerOnly] } } });
}

module.exports = { ownedController, ownedRouter };
