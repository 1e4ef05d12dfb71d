import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR } from '@levischuck/tiny-cbor';

/**
 * A software authenticator, as WebAuthn Level 2 describes one (a P-256 key, "none" attestation, user present and
 * verified): what a browser would send a relying party for navigator.credentials.create() and .get(), for tests
 * that call Strapi directly. Browsers' own are tested with Chromium's virtual authenticator.
 */
const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 };

export interface SoftPasskey {
  id: string;
  privateKey: KeyObject;
  counter: number;
  userHandle: string;
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** navigator.credentials.create(): a new passkey and the registration response for `options`. */
export function createPasskey(
  options: { challenge: string; rp: { id: string }; user: { id: string } },
  origin: string,
  { userVerified = true }: { userVerified?: boolean } = {},
) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = encodeCBOR(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]),
  );
  const id = randomBytes(16);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(id.length);
  const attested = Buffer.concat([Buffer.alloc(16), length, id, Buffer.from(cose)]);
  const flags = FLAGS.userPresent | (userVerified ? FLAGS.userVerified : 0) | FLAGS.attested;
  const authData = authenticatorData(options.rp.id, flags, 0, attested);
  const attestationObject = encodeCBOR(
    new Map<string, string | Map<string, string> | Uint8Array>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', new Uint8Array(authData)],
    ]),
  );
  const passkey: SoftPasskey = { id: b64url(id), privateKey, counter: 0, userHandle: options.user.id };
  const response = {
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
  };
  return { passkey, response };
}

/** navigator.credentials.get(): the assertion `passkey` gives for `options`; its counter moves on. */
export function assert(
  passkey: SoftPasskey,
  options: { challenge: string; rpId: string },
  origin: string,
  { userVerified = true, counter }: { userVerified?: boolean; counter?: number } = {},
) {
  passkey.counter = counter ?? passkey.counter + 1;
  const authData = authenticatorData(options.rpId, FLAGS.userPresent | (userVerified ? FLAGS.userVerified : 0), passkey.counter);
  const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
  const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: passkey.userHandle,
    },
    clientExtensionResults: {},
  };
}
