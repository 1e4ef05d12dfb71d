'use strict';

// Owned types made members' own, in the document service: a member's create is stamped with its owner (after the
// content API's validation, which would refuse an owner the member may not read); a change passes for the owner
// alone. Writes without a request, the admin panel's and API tokens' keep Strapi's rules.
const { errors } = require('@strapi/utils');
const { underMemberRules } = require('../http');
const { isLocalized } = require('../site');
const { ownerFieldOf } = require('./owned-types');
const { assertRequiredStringsPresent, fillEmptyUids } = require('./input-rules');
const { assertMemberFields } = require('./member-fields');

const CHANGES = ['update', 'delete', 'publish', 'unpublish', 'discardDraft'];

const notYours = () => new errors.PolicyError('You can only change entries you created.', { policy: 'is-owner' });

/**
 * Whether the member owns every version of the document in the locale asked for, or, with none there (a new
 * translation), every version it has. None at all passes, so that Strapi answers its own 404.
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
      assertMemberFields(strapi, uid, data, field);
      assertRequiredStringsPresent(attributes, data, { partial: false });
      await fillEmptyUids(strapi, uid, data, { locale: context.params?.locale });
      context.params = { ...context.params, data: { ...data, [field]: user.id } };
      return next();
    }

    if (!user) throw notYours();
    const { documentId, locale } = context.params ?? {};
    const versions = documentId !== undefined ? await versionsOf(strapi, uid, field, documentId, locale) : null;
    if (versions && !mayChange(versions, field, user.id)) throw notYours();
    if (action === 'update') {
      const data = { ...(context.params?.data ?? {}) };
      assertMemberFields(strapi, uid, data, field);
      assertRequiredStringsPresent(attributes, data, { partial: true });
      // A new translation gets its own address as a new entry does; an address emptied is made again.
      await fillEmptyUids(strapi, uid, data, { given: Boolean(versions?.inLocale.length), locale, documentId });
      // A no-op for the owner's own version; a new translation becomes theirs too.
      context.params = { ...context.params, data: { ...data, [field]: user.id } };
    }
    return next();
  };

module.exports = { ownedWrites, mayChange };
