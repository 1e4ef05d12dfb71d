/**
 * The read-only API token Portico reads drafts with while an editor previews (draft mode), made
 * from PREVIEW_API_TOKEN so the same value can be given to the app without copying it out of the
 * admin panel. Strapi keeps only the token's HMAC (with API_TOKEN_SALT), as for tokens made in
 * the panel: the token is created as usual, then its key replaced by the hash of this value.
 * Unset: nothing is made, and an existing one is left alone (an operator may manage it by hand).
 */
const NAME = 'Portico preview';
const DESCRIPTION = 'Read-only: Portico reads drafts with it during a preview. Its value is PREVIEW_API_TOKEN.';

async function ensurePreviewToken(strapi) {
  const value = process.env.PREVIEW_API_TOKEN?.trim();
  if (!value) return;
  const tokens = strapi.service('admin::api-token-content-api');
  const accessKey = tokens.hash(value);
  const encryptedKey = strapi.service('admin::encryption').encrypt(value);
  const existing = await tokens.getByName(NAME);
  const id = existing ? existing.id : (await tokens.create({ name: NAME, description: DESCRIPTION, type: 'read-only', lifespan: null })).id;
  // Read-only: find and findOne on every content type, nothing else, whatever the row said before.
  await strapi.db
    .query('admin::api-token')
    .update({ where: { id }, data: { accessKey, encryptedKey, type: 'read-only', expiresAt: null, lifespan: null } });
}

module.exports = { ensurePreviewToken };
