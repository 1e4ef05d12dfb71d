const { errors } = require('@strapi/utils');

/**
 * Lets a member change an entry only when `config.field` (a relation to users-permissions users)
 * points at them. The version asked for is checked (one per locale); when the entry has no
 * version in that locale yet (a write there would add a translation), its other versions are,
 * so nobody adds translations to someone else's entry. Unknown entries pass, so the controller
 * answers its usual 404.
 */
module.exports = async (policyContext, config, { strapi }) => {
  const user = policyContext.state.user;
  if (!user) return false;
  const documentId = policyContext.params?.id;
  const locale = policyContext.query?.locale;
  const ownerOf = { fields: ['documentId'], populate: { [config.field]: { fields: ['id'] } } };
  const entry =
    (await strapi.documents(config.uid).findOne({ documentId, ...(typeof locale === 'string' ? { locale } : {}), ...ownerOf })) ??
    (await strapi.db.query(config.uid).findOne({ where: { documentId }, populate: { [config.field]: { select: ['id'] } } }));
  if (!entry || entry[config.field]?.id === user.id) return true;
  throw new errors.PolicyError('You can only change entries you created.', { policy: 'is-owner' });
};
