'use strict';

const { ADDRESS } = require('./content-types');
const { addressField } = require('./renames');
const { isLocalized } = require('../site');

// GET /api/portico-guard/addresses?type={uid}&path={old address}[&locale=]: { data: { documentId } } of the entry that
// left it, or 404; ?type={uid}&documentId= : { data: { paths } }, every address the entry left (what a change expires).
// Only documentIds, which the entry's published pages show anyway, and an address only while its entry is published
// there: one unpublished or deleted since leads nowhere. Reading the entry itself stays Strapi's to allow.

const text = (value) => (typeof value === 'string' ? value : '');

module.exports = ({ strapi }) => ({
  async find(ctx) {
    const uid = text(ctx.query.type);
    if (!uid.startsWith('api::') || !addressField(strapi.getModel(uid))) return ctx.notFound('No such type with addresses.');
    const query = strapi.db.query(ADDRESS);
    const documentId = text(ctx.query.documentId);
    if (documentId) {
      const rows = await query.findMany({ where: { contentType: uid, entryDocumentId: documentId }, select: ['path'] });
      ctx.body = { data: { paths: [...new Set(rows.map((row) => row.path))] } };
      return;
    }
    const path = text(ctx.query.path);
    const row = path
      ? await query.findOne({ where: { contentType: uid, locale: text(ctx.query.locale), path }, select: ['entryDocumentId'] })
      : null;
    const locale = text(ctx.query.locale);
    const published =
      row &&
      (await strapi.documents(uid).findOne({
        documentId: row.entryDocumentId,
        status: 'published',
        ...(locale && isLocalized(strapi.getModel(uid)) ? { locale } : {}),
        fields: ['documentId'],
      }));
    if (!published) return ctx.notFound('No entry left this address.');
    ctx.body = { data: { documentId: row.entryDocumentId } };
  },
});
