/**
 * Actions the core router does not have: Strapi's content API publishes on create and update
 * (unless `?status=draft`), but has no route to take an entry back to draft.
 */
const ownerOnly = { name: 'global::is-owner', config: { uid: 'api::article.article', field: 'author' } };

module.exports = {
  routes: [
    {
      method: 'POST',
      path: '/articles/:id/unpublish',
      handler: 'api::article.article.unpublish',
      config: { policies: [ownerOnly] },
    },
  ],
};
