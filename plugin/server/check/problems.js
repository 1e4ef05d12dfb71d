'use strict';

/**
 * What a running Strapi lacks of what Portico relies on, as a list of problems: { code, severity,
 * message, ...details }. An `error` breaks a promise Portico makes; a `warning` turns a feature off.
 *
 * The app's secrets are compared without being sent: the caller proves each with an HMAC of a nonce
 * (`proofOf`), which is compared with the one made from Strapi's copy.
 */
const crypto = require('node:crypto');
const { missingGrants } = require('../setup/grants');
const { ADVANCED, expectedAddresses } = require('../setup/users-permissions');
const { revalidationWebhook, EVENTS } = require('../setup/webhook');

const UP = 'plugin::users-permissions';
/** User fields a registration must never set. */
const PROTECTED_USER_FIELDS = ['role', 'confirmed', 'blocked', 'provider', 'resetPasswordToken', 'confirmationToken'];

/** The proof of `secret` for `nonce`: what the app sends, and what Strapi computes from its own copy. */
const proofOf = (secret, nonce) => crypto.createHmac('sha256', secret).update(`portico-guard-check:${nonce}`).digest('hex');

function sameProof(given, expected) {
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
    else if (!sameProof(given, proofOf(own, nonce)))
      problems.push(problem('secret-mismatch', 'error', `The app's ${name} is not the one Strapi has.`, { secret: name }));
  }
  if ('PREVIEW_SECRET' in (proofs ?? {}) && strapi.config.get('admin.preview.enabled') !== true)
    problems.push(
      problem('preview-missing', 'warning', "The app has a preview secret, but Strapi's admin has no preview (admin.preview)."),
    );
  return problems;
}

/** Every problem; `nonce` and `proofs` ({ NAME: proof }) compare the caller's secrets too. */
async function checkProblems(strapi, { nonce, proofs } = {}) {
  return [
    ...(await permissionProblems(strapi)),
    ...(await usersPermissionsProblems(strapi)),
    ...(await webhookProblems(strapi)),
    ...(nonce ? await secretProblems(strapi, nonce, proofs) : []),
  ];
}

module.exports = { checkProblems, proofOf };
