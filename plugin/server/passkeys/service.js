'use strict';

const crypto = require('node:crypto');
const { errors } = require('@strapi/utils');
const {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} = require('@simplewebauthn/server');
const { webUrl } = require('../setup/web-url');

/**
 * strapi.plugin('portico-guard').service('passkeys'): members' passkeys, checked by @simplewebauthn/server. The
 * relying party is the app's address (`webUrl`; `passkeyRpId` and `passkeyOrigins` when the site answers at more
 * than one); user verification is required; each challenge is used once, within 5 minutes, for what it was given;
 * a signature counter that does not move forward is refused (a cloned authenticator).
 */
const PASSKEYS = 'plugin::portico-guard.passkey';
const CHALLENGES = 'plugin::portico-guard.passkey-challenge';
const CHALLENGE_MS = 5 * 60 * 1000;
const MAX_PASSKEYS = 20;
const REFUSED = 'This passkey was not accepted. Try again, or sign in with your password.';

const hash = (challenge) => crypto.createHash('sha256').update(`portico-passkey:${challenge}`).digest('hex');

/** The challenge a browser's response signed (in its clientDataJSON), or null. */
function challengeOf(response) {
  try {
    const client = JSON.parse(Buffer.from(response?.response?.clientDataJSON ?? '', 'base64url').toString('utf8'));
    return typeof client.challenge === 'string' ? client.challenge : null;
  } catch {
    return null;
  }
}

const refused = (message = REFUSED) =>
  new errors.ValidationError(message, { errors: [{ path: ['passkey'], message, name: 'ValidationError' }] });

module.exports = ({ strapi }) => {
  const passkeys = () => strapi.db.query(PASSKEYS);
  const challenges = () => strapi.db.query(CHALLENGES);

  function relyingParty() {
    const app = new URL(webUrl(strapi));
    const extra = strapi.config.get('plugin::portico-guard.passkeyOrigins') ?? [];
    return {
      rpID: strapi.config.get('plugin::portico-guard.passkeyRpId') || app.hostname,
      rpName: strapi.config.get('plugin::portico-guard.passkeyRpName') || app.host,
      origins: [app.origin, ...extra],
    };
  }

  async function keepChallenge(challenge, purpose, userId = null) {
    const now = Date.now();
    await challenges().create({ data: { challengeHash: hash(challenge), purpose, userId, expiresAt: new Date(now + CHALLENGE_MS) } });
  }

  /** Uses up the challenge `response` signed, if it was given for `purpose` (and `userId`) and is still fresh. */
  async function takeChallenge(response, purpose, userId = null) {
    const challenge = challengeOf(response);
    if (!challenge) throw refused();
    const row = await challenges().findOne({ where: { challengeHash: hash(challenge) } });
    const { count } = await challenges().deleteMany({ where: { challengeHash: hash(challenge) } });
    if (!row || count !== 1 || row.purpose !== purpose || (userId !== null && row.userId !== userId)) throw refused();
    if (new Date(row.expiresAt).getTime() <= Date.now()) throw refused('This passkey request expired. Try again.');
    return challenge;
  }

  return {
    REFUSED,

    /**
     * Options for "Sign in with a passkey" and the browser's passkey autofill (any of this site's passkeys), or, for
     * "confirm it's you", one of `userId`'s own.
     */
    async signInOptions({ purpose = 'sign-in', userId = null } = {}) {
      const { rpID } = relyingParty();
      const allowCredentials =
        userId === null
          ? []
          : (await passkeys().findMany({ where: { userId }, select: ['credentialId', 'transports'] })).map((row) => ({
              id: row.credentialId,
              transports: row.transports ?? undefined,
            }));
      if (userId !== null && !allowCredentials.length) throw refused('This account has no passkey.');
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'required', allowCredentials });
      await keepChallenge(options.challenge, purpose, userId);
      return options;
    },

    /** The user a passkey's assertion proves; its counter and last use recorded. */
    async verifySignIn(response, { purpose = 'sign-in', userId = null } = {}) {
      const challenge = await takeChallenge(response, purpose, userId);
      const credentialId = typeof response?.id === 'string' ? response.id : '';
      const passkey = credentialId ? await passkeys().findOne({ where: { credentialId } }) : null;
      if (!passkey || (userId !== null && passkey.userId !== userId)) throw refused();
      const { rpID, origins } = relyingParty();
      let verification;
      try {
        verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origins,
          expectedRPID: rpID,
          requireUserVerification: true,
          credential: {
            id: passkey.credentialId,
            publicKey: Buffer.from(passkey.publicKey, 'base64url'),
            counter: Number(passkey.counter ?? 0),
            transports: passkey.transports ?? undefined,
          },
        });
      } catch (error) {
        strapi.log.warn(`portico-guard: a passkey assertion for user ${passkey.userId} was refused: ${error.message}`);
        throw refused();
      }
      if (!verification.verified) throw refused();
      const { newCounter } = verification.authenticationInfo;
      // Compare-and-set: two uses of one counter value cannot both pass.
      const { count } = await passkeys().updateMany({
        where: { id: passkey.id, counter: passkey.counter ?? 0 },
        data: { counter: newCounter, lastUsedAt: new Date() },
      });
      if (count !== 1) throw refused();
      return { userId: passkey.userId, passkeyId: passkey.id };
    },

    /** A second passkey is worth nudging toward: the list says how many there are. */
    async list(userId, deviceHash) {
      const rows = await passkeys().findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.createdAt,
        lastUsedAt: row.lastUsedAt,
        backedUp: Boolean(row.backedUp),
        thisDevice: Boolean(deviceHash) && row.deviceHash === deviceHash,
      }));
    },

    async registrationOptions(user) {
      const { rpID, rpName } = relyingParty();
      const existing = await passkeys().findMany({ where: { userId: user.id }, select: ['credentialId', 'transports'] });
      if (existing.length >= MAX_PASSKEYS) throw refused(`An account keeps at most ${MAX_PASSKEYS} passkeys. Remove one first.`);
      const options = await generateRegistrationOptions({
        rpName,
        rpID,
        userName: user.email || user.username,
        userDisplayName: user.username,
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports ?? undefined })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await keepChallenge(options.challenge, 'register', user.id);
      return options;
    },

    async register(user, response, { name, deviceHash }) {
      const challenge = await takeChallenge(response, 'register', user.id);
      const { rpID, origins } = relyingParty();
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origins,
          expectedRPID: rpID,
          requireUserVerification: true,
        });
      } catch (error) {
        strapi.log.warn(`portico-guard: a passkey of user ${user.id} was not added: ${error.message}`);
        throw refused('This passkey could not be added. Try again.');
      }
      if (!verification.verified || !verification.registrationInfo) throw refused('This passkey could not be added. Try again.');
      const { credential, credentialBackedUp } = verification.registrationInfo;
      if (await passkeys().findOne({ where: { credentialId: credential.id } })) throw refused('This passkey is already on an account.');
      const row = await passkeys().create({
        data: {
          userId: user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? response.response?.transports ?? null,
          name: (typeof name === 'string' && name.trim().slice(0, 80)) || 'Passkey',
          deviceHash,
          backedUp: credentialBackedUp,
        },
      });
      return { id: row.id, name: row.name };
    },

    async rename(userId, id, name) {
      const clean = typeof name === 'string' ? name.trim().slice(0, 80) : '';
      if (!clean)
        throw new errors.ValidationError('Give the passkey a name.', { errors: [{ path: ['name'], message: 'Give the passkey a name.' }] });
      const { count } = await passkeys().updateMany({ where: { id, userId }, data: { name: clean } });
      if (!count) throw new errors.NotFoundError('No such passkey on this account.');
      return { id, name: clean };
    },

    async remove(userId, id) {
      const { count } = await passkeys().deleteMany({ where: { id, userId } });
      if (!count) throw new errors.NotFoundError('No such passkey on this account.');
    },

    async removeFor(userId) {
      await passkeys().deleteMany({ where: { userId } });
      await challenges().deleteMany({ where: { userId } });
    },

    /** Challenges past their 5 minutes (takeChallenge refuses them anyway), deleted by the plugin every minute. */
    async pruneChallenges() {
      await challenges().deleteMany({ where: { expiresAt: { $lt: new Date() } } });
    },
  };
};
