'use strict';

/**
 * The document service middleware that makes owned types members' own: on a member's create it
 * refuses blank required strings, fills empty uids and stamps the member as the owner; update,
 * delete, publish, unpublish and discard-draft pass only for the owner (403 PolicyError otherwise).
 *
 * It runs below the controller, after the content API's input validation, which would refuse an
 * owner the member may not read ("Invalid key"). Writes with no request (bootstrap, seeds), the
 * admin panel's and API tokens' keep Strapi's own rules. Its own reads go to the database, which
 * runs no document middleware.
 */
const { errors } = require('@strapi/utils');
const { underMemberRules } = require('../http');
const { ownerFieldOf } = require('./owned-types');
const { assertRequiredStringsPresent, fillEmptyUids } = require('./input-rules');

const CHANGES = ['update', 'delete', 'publish', 'unpublish', 'discardDraft'];

const isLocalized = (contentType) => contentType?.pluginOptions?.i18n?.localized === true;

const notYours = () => new errors.PolicyError('You can only change entries you created.', { policy: 'is-owner' });

/**
 * Whether the member may change a document, given its versions (rows: one per locale and status)
 * in the locale asked for and in all. In that locale they must own every version; with none there
 * (the change adds a translation) they must own every version the document has. A document with no
 * versions at all passes, so Strapi answers its usual 404.
 */
function mayChange({ inLocale, all }, field, userId) {
  const versions = inLocale.length ? inLocale : all;
  return versions.every((version) => version[field]?.id === userId);
}

/** The document's versions, and those in `locale` (the default locale when unsaid, every one for '*'). */
async function versionsOf(strapi, uid, field, documentId, locale) {
  const localized = isLocalized(strapi.contentType(uid));
  const all = await strapi.db.query(uid).findMany({
    where: { documentId },
    select: localized ? ['id', 'locale'] : ['id'],
    populate: { [field]: { select: ['id'] } },
  });
  if (!localized || locale === '*') return { inLocale: all, all };
  const wanted = typeof locale === 'string' ? locale : await strapi.plugin('i18n').service('locales').getDefaultLocale();
  return { inLocale: all.filter((version) => version.locale === wanted), all };
}

const ownedWrites = (strapi) =>
  async function memberOwnedWrites(context, next) {
    const { uid, action } = context;
    const creating = action === 'create';
    if (!creating && !CHANGES.includes(action)) return next();
    const field = ownerFieldOf(strapi, uid);
    if (!field) return next();
    const state = strapi.requestContext.get()?.state;
    if (!state || !underMemberRules(state)) return next();
    const user = state.user;
    const attributes = strapi.getModel(uid).attributes;

    if (creating) {
      if (!user) throw new errors.UnauthorizedError('Sign in to create entries.');
      const data = { ...(context.params?.data ?? {}) };
      assertRequiredStringsPresent(attributes, data, { partial: false });
      await fillEmptyUids(strapi, uid, data);
      context.params = { ...context.params, data: { ...data, [field]: user.id } };
      return next();
    }

    if (!user) throw notYours();
    const { documentId, locale } = context.params ?? {};
    if (documentId !== undefined && !mayChange(await versionsOf(strapi, uid, field, documentId, locale), field, user.id)) throw notYours();
    if (action === 'update') {
      const data = { ...(context.params?.data ?? {}) };
      assertRequiredStringsPresent(attributes, data, { partial: true });
      // A no-op for the owner's own version; a new translation becomes theirs too.
      context.params = { ...context.params, data: { ...data, [field]: user.id } };
    }
    return next();
  };

module.exports = { ownedWrites, mayChange };
