const { errors } = require('@strapi/utils');
const { isApiTokenRequest } = require('../utils/auth');

/**
 * Lets a users-permissions user change a document only when `config.field` (a relation to
 * plugin::users-permissions.user) points at them, in the locale changed or, for a new
 * translation, in the entry's other locales. API tokens pass: they belong to editors. Unknown documents pass through so that the
 * controller answers its usual 404.
 */
module.exports = async (policyContext, config, { strapi }) => {
  // API tokens are made by admins in the admin panel (editors); their own permissions apply.
  if (isApiTokenRequest(policyContext.state)) return true;
  const user = policyContext.state.user;
  if (!user) return false;
  const documentId = policyContext.params?.id;
  const document = await strapi.documents(config.uid).findOne({
    documentId,
    // The version being changed: one per locale on a localized type (the default one when unsaid).
    ...(typeof policyContext.query?.locale === 'string' ? { locale: policyContext.query.locale } : {}),
    fields: ['documentId'],
    populate: { [config.field]: { fields: ['id'] } },
  });
  if (document) {
    if (document[config.field]?.id === user.id) return true;
  } else {
    // A version in a locale the entry does not have yet (adding a translation): the caller must
    // own every version it has (each locale and status is a row of its own).
    const versions = await strapi.db
      .query(config.uid)
      .findMany({ where: { documentId }, select: ['id'], populate: { [config.field]: { select: ['id'] } } });
    if (!versions.length) return true;
    if (versions.every((version) => version[config.field]?.id === user.id)) return true;
  }
  throw new errors.PolicyError('You can only change entries you created.', { policy: 'is-owner' });
};
