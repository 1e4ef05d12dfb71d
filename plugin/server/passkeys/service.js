'use strict';

const { errors } = require('@strapi/utils');
const {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} = require('@simplewebauthn/server');
const { singleUseSecret, table } = require('../secrets');
const { webUrl } = require('../site');

/**
 * Members' passkeys, checked by @simplewebauthn/server. The relying party is the app's address (`webUrl`, or the
 * `passkeyRpId` and `passkeyOrigins` config); user verification is required; a signature counter that does not move
 * forward is refused (a cloned authenticator).
 */
const PASSKEYS = 'plugin::portico-guard.passkey';
const MAX_PASSKEYS = 20;
const REFUSED = 'This passkey was not accepted. Try again, or sign in with your password.';
const EXPIRED = Symbol('expired');

// Each challenge is used once, within 5 minutes, for what it was given for.
const challenges = singleUseSecret({
  lifetimeMs: 5 * 60 * 1000,
  hashPrefix: 'portico-passkey:',
  shelf: table('plugin::portico-guard.passkey-challenge', { hash: 'challengeHash', fields: ['purpose'] }),
});

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

  function relyingParty() {
    const app = new URL(webUrl(strapi));
    const extra = strapi.config.get('plugin::portico-guard.passkeyOrigins') ?? [];
    return {
      rpID: strapi.config.get('plugin::portico-guard.passkeyRpId') || app.hostname,
      rpName: strapi.config.get('plugin::portico-guard.passkeyRpName') || app.host,
      origins: [app.origin, ...extra],
    };
  }

  /** A new challenge, as the bytes the browser signs. */
  async function newChallenge(purpose, userId = null) {
    const { secret } = await challenges.issue(strapi, { purpose, userId });
    return Buffer.from(secret, 'base64url');
  }

  /** Uses up the challenge `response` signed, if it was given for `purpose` (and `userId`) and is still fresh. */
  async function takeChallenge(response, purpose, userId = null) {
    const challenge = challengeOf(response);
    const given = await challenges.consume(strapi, challenge, { ifExpired: EXPIRED });
    if (given === EXPIRED) throw refused('This passkey request expired. Try again.');
    if (!given || given.purpose !== purpose || (userId !== null && given.userId !== userId)) throw refused();
    return challenge;
  }

  return {
    REFUSED,

    /** Options for a passkey sign-in and the browser's autofill (any passkey), or for the proof (one of `userId`'s). */
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
      const challenge = await newChallenge(purpose, userId);
      return generateAuthenticationOptions({ rpID, userVerification: 'required', allowCredentials, challenge });
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
      return generateRegistrationOptions({
        challenge: await newChallenge('register', user.id),
        rpName,
        rpID,
        userName: user.email || user.username,
        userDisplayName: user.username,
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports ?? undefined })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
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
    },
  };
};

module.exports.challenges = challenges;
