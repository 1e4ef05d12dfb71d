'use strict';

// The check: what a running Strapi lacks of what Portico relies on, as problems { code, severity, message }: an
// `error` breaks a promise Portico makes, a `warning` turns a feature off. The app's secrets are compared unsent:
// the caller gives an HMAC of a nonce with each, compared with the one made from Strapi's copy.
const crypto = require('node:crypto');
const { errors } = require('@strapi/utils');
const { isApiToken } = require('../http');
const { missingGrants } = require('./grants');
const { ADVANCED, expectedAddresses } = require('./users-permissions');
const { revalidationWebhook, EVENTS } = require('./webhook');

const UP = 'plugin::users-permissions';
// User fields a registration must never set.
const PROTECTED_USER_FIELDS = ['role', 'confirmed', 'blocked', 'provider', 'resetPasswordToken', 'confirmationToken'];

/** The HMAC of `nonce` with `secret`: what the app sends, and what Strapi makes from its own copy. */
const hmacOf = (secret, nonce) => crypto.createHmac('sha256', secret).update(`portico-guard-check:${nonce}`).digest('hex');

function sameHmac(given, expected) {
  const a = Buffer.from(String(given));
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

const problem = (code, severity, message, details = {}) => ({ code, severity, message, ...details });

async function permissionProblems(strapi) {
  const problems = [];
  for (const [role, { roleId, actions }] of Object.entries(await missingGrants(strapi))) {
    if (!roleId) {
      problems.push(problem('role-missing', 'error', `The users-permissions role "${role}" does not exist.`, { role }));
      continue;
    }
    for (const action of actions)
      problems.push(problem('permission-missing', 'error', `The ${role} role is not granted ${action}.`, { role, action }));
  }
  return problems;
}

async function usersPermissionsProblems(strapi) {
  const problems = [];
  const option = (name, severity, message) => problems.push(problem('users-permissions-option', severity, message, { option: name }));
  if (typeof strapi.config.get(`${UP}.validationRules.validatePassword`) !== 'function')
    option(
      'validationRules.validatePassword',
      'error',
      "users-permissions has no password rule (validationRules.validatePassword): Strapi accepts any password, while Portico's forms ask for at least 8 characters.",
    );
  const allowed = strapi.config.get(`${UP}.register.allowedFields`);
  const risky = Array.isArray(allowed) ? allowed.filter((field) => PROTECTED_USER_FIELDS.includes(field)) : [];
  if (risky.length)
    option('register.allowedFields', 'error', `Registration accepts ${risky.join(', ')}: anyone could set them on their own account.`);
  if (strapi.config.get(`${UP}.jwtManagement`, 'legacy-support') !== 'refresh')
    option(
      'jwtManagement',
      'warning',
      "users-permissions runs in legacy JWT mode (jwtManagement is not 'refresh'): members cannot see or end their sessions, and a token cannot be revoked.",
    );
  const advanced = (await strapi.store(ADVANCED).get({ key: 'advanced' })) ?? {};
  if (!strapi.config.get('plugin::portico-guard.webUrl')) {
    problems.push(
      problem('setting-missing', 'error', "The app's address is not set (WEB_URL, or the plugin's webUrl): emails cannot link to it.", {
        setting: 'webUrl',
      }),
    );
  } else {
    for (const [key, expected] of Object.entries(expectedAddresses(strapi))) {
      if (advanced[key] !== expected)
        option(key, 'error', `users-permissions' ${key} is ${JSON.stringify(advanced[key])}, not ${expected}.`);
    }
  }
  return problems;
}

async function webhookProblems(strapi) {
  const { url } = strapi.config.get('plugin::portico-guard.revalidate') ?? {};
  const webhook = await revalidationWebhook(strapi);
  if (!url || !webhook)
    return [
      problem(
        'webhook-missing',
        'error',
        "Strapi does not tell the app what changed (REVALIDATE_URL and REVALIDATE_SECRET, or the plugin's revalidate): stored pages stay stale.",
      ),
    ];
  const events = new Set(webhook.events);
  if (!webhook.isEnabled || webhook.url !== url || !EVENTS.every((event) => events.has(event)))
    return [
      problem('webhook-differs', 'error', `The webhook "${webhook.name}" is disabled or differs from the plugin's revalidate setting.`),
    ];
  return [];
}

/** The secrets Strapi holds a copy of, by the app's names. */
async function strapiSecrets(strapi) {
  const webhook = await revalidationWebhook(strapi);
  const bearer = /^Bearer (.+)$/.exec(webhook?.headers?.Authorization ?? '')?.[1];
  return {
    REVALIDATE_SECRET: bearer ?? strapi.config.get('plugin::portico-guard.revalidate')?.secret ?? null,
    PREVIEW_SECRET: strapi.config.get('plugin::portico-guard.previewSecret') ?? null,
  };
}

async function secretProblems(strapi, nonce, proofs) {
  const problems = [];
  const secrets = await strapiSecrets(strapi);
  for (const [name, given] of Object.entries(proofs ?? {})) {
    if (!(name in secrets)) continue;
    const own = secrets[name];
    if (!own) problems.push(problem('secret-missing', 'error', `Strapi has no ${name} to compare with the app's.`, { secret: name }));
    else if (!sameHmac(given, hmacOf(own, nonce)))
      problems.push(problem('secret-mismatch', 'error', `The app's ${name} is not the one Strapi has.`, { secret: name }));
  }
  if ('PREVIEW_SECRET' in (proofs ?? {}) && strapi.config.get('admin.preview.enabled') !== true)
    problems.push(
      problem('preview-missing', 'warning', "The app has a preview secret, but Strapi's admin has no preview (admin.preview)."),
    );
  return problems;
}

/** Members' entries: a Strapi where they can own none, and each owned type that keeps no field for its editors. */
function ownershipProblems(strapi) {
  const ownership = strapi.plugin('portico-guard').service('ownership');
  const owned = Object.keys(ownership.ownedTypes());
  if (!owned.length) {
    return [
      problem(
        'no-owned-types',
        'warning',
        'Members can own no entries: no collection type has a relation to users, and the ownedTypes config names none, so members write nothing.',
      ),
    ];
  }
  const lists = ownership.memberFields();
  const problems = [];
  for (const uid of owned) {
    const fields = lists[uid];
    if (!fields) {
      problems.push(
        problem(
          'member-fields-unset',
          'warning',
          `Members write every field of ${uid}: the memberFields config keeps none for its editors.`,
          {
            type: uid,
          },
        ),
      );
    } else if (!fields.length) {
      problems.push(
        problem(
          'member-fields-empty',
          'warning',
          `Members own ${uid} but may write none of its fields (memberFields), so they cannot make one.`,
          {
            type: uid,
          },
        ),
      );
    }
  }
  return problems;
}

/** Every problem; `nonce` and `proofs` ({ NAME: HMAC }) compare the caller's secrets too. */
async function checkProblems(strapi, { nonce, proofs } = {}) {
  return [
    ...(await permissionProblems(strapi)),
    ...(await usersPermissionsProblems(strapi)),
    ...(await webhookProblems(strapi)),
    ...ownershipProblems(strapi),
    ...(nonce ? await secretProblems(strapi, nonce, proofs) : []),
  ];
}

/** POST /api/portico-guard/check, for an API token made in the admin panel (a read-only one: the action is `find`). */
const controller = ({ strapi }) => ({
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

module.exports = { checkProblems, ownershipProblems, controller };
