/**
 * The read-only token drafts are previewed with, made from PREVIEW_API_TOKEN so the app is given the same value:
 * Strapi keeps only its HMAC. Unset: an existing one is left alone.
 */
const { env } = require('../utils/env');

const NAME = 'Portico preview';
const DESCRIPTION = 'Read-only: Portico reads drafts with it during a preview. Its value is PREVIEW_API_TOKEN.';

async function ensurePreviewToken(strapi) {
  const value = env('PREVIEW_API_TOKEN')?.trim();
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
