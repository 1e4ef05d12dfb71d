'use strict';

const { errors } = require('@strapi/utils');
const { isApiToken } = require('../http');
const { checkProblems } = require('../check/problems');

/**
 * POST /api/portico-guard/check: what this Strapi lacks of what Portico relies on. Only an API
 * token made in the admin panel may ask (a read-only one will do: the action is named `find` for
 * that); no role is ever granted it. Body: `{ nonce, proofs: { REVALIDATE_SECRET, PREVIEW_SECRET } }`,
 * each proof an HMAC of the nonce with the app's secret (check/problems.js), so no secret is sent.
 */
module.exports = ({ strapi }) => ({
  async find(ctx) {
    if (!isApiToken(ctx.state)) throw new errors.PolicyError('Only an API token made in the admin panel may run the check.');
    const { nonce, proofs } = ctx.request.body ?? {};
    if (nonce !== undefined && !(typeof nonce === 'string' && /^[0-9a-f]{32,128}$/.test(nonce)))
      throw new errors.ValidationError('nonce must be 32 to 128 hexadecimal characters.');
    if (proofs !== undefined && (typeof proofs !== 'object' || proofs === null || Array.isArray(proofs)))
      throw new errors.ValidationError('proofs must be an object of secret names and proofs.');
    const problems = await checkProblems(strapi, { nonce, proofs });
    ctx.body = { data: { ok: !problems.some((problem) => problem.severity === 'error'), problems } };
  },
});
