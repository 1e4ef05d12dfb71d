'use strict';

// The plugin's config block. Most keys have an environment variable (blank: unset); the app's plugins config wins.

function fromEnv(name, read, fallback) {
  const value = process.env[name];
  return value === undefined || value.trim() === '' ? fallback : read(value.trim());
}
const number = (value) => Number(value);
/** Unset, or an object whose every value passes `valid`: the shape of the config's maps keyed by type uid. */
const unsetOrMapOf = (value, valid) =>
  value === null || value === undefined || (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(valid));
const fieldName = (name) => typeof name === 'string' && name !== '';
const list = (value) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

module.exports = {
  default: () => ({
    // { uid: 'relation' } (added when missing) or { uid: false }; unset: every api:: collection type with a relation
    // to users, through its first. Read as one object: a uid's dots would split a config path.
    ownedTypes: null,
    // { uid: [field, ...] }: the fields members write of an owned type, the others being its editors'; a type it does not
    // name: every field. Read as one object, as ownedTypes.
    memberFields: null,
    // The uids visitors read besides the owned types.
    publicTypes: null,
    // Grant at every start what visitors and members need; off: by hand.
    grantPermissions: true,
    // The own-account routes (/api/account and what hangs on them).
    accountRoutes: true,
    // The app's address: links in emails, the reset and confirmation pages, the passkeys' relying party.
    webUrl: fromEnv('WEB_URL', String, null),
    // Passkeys' relying party, when not webUrl's: its domain, its name, and the other origins it answers at.
    passkeyRpId: fromEnv('PASSKEY_RP_ID', String, null),
    passkeyRpName: fromEnv('PASSKEY_RP_NAME', String, null),
    passkeyOrigins: fromEnv(
      'PASSKEY_ORIGINS',
      (value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      [],
    ),
    // The app's /api/revalidate and its secret: the webhook that tells it what changed.
    revalidate: { url: fromEnv('REVALIDATE_URL', String, null), secret: fromEnv('REVALIDATE_SECRET', String, null) },
    // The secret the app signs preview links with: the check compares the app's.
    previewSecret: fromEnv('PREVIEW_SECRET', String, null),
    memberUploads: {
      // Detected in the bytes, never a scriptable type; unset: images. Not a list default: Strapi merges lists by
      // position, and ['application/pdf'] would become PDF and four images.
      types: fromEnv('MEMBER_UPLOAD_TYPES', list, null),
      // One file, and one upload request.
      maxFileMb: fromEnv('MEMBER_UPLOAD_MAX_MB', number, 10),
      // All of one member's files together.
      quotaMb: fromEnv('MEMBER_UPLOAD_QUOTA_MB', number, 200),
      /** An image whose header claims more pixels than this is refused before anything decodes it. */
      maxMegapixels: fromEnv('MEMBER_UPLOAD_MAX_MEGAPIXELS', number, 50),
    },
  }),
  validator(config) {
    if (!unsetOrMapOf(config.ownedTypes, (field) => field === false || fieldName(field)))
      throw new Error("portico-guard: ownedTypes must map content type uids to an owner relation's name or false");
    if (!unsetOrMapOf(config.memberFields, (fields) => Array.isArray(fields) && fields.every(fieldName)))
      throw new Error('portico-guard: memberFields must map content type uids to lists of field names');
    const publicTypes = config.publicTypes;
    if (
      publicTypes !== null &&
      publicTypes !== undefined &&
      !(Array.isArray(publicTypes) && publicTypes.every((uid) => typeof uid === 'string'))
    )
      throw new Error('portico-guard: publicTypes must be a list of content type uids');
    const { types, maxFileMb, quotaMb, maxMegapixels } = config.memberUploads ?? {};
    if (types !== null && !(Array.isArray(types) && types.every((type) => typeof type === 'string' && type.includes('/'))))
      throw new Error(
        'portico-guard: memberUploads.types (MEMBER_UPLOAD_TYPES) must be a list of MIME types, such as image/png,application/pdf',
      );
    for (const [name, value] of Object.entries({ maxFileMb, quotaMb, maxMegapixels })) {
      if (!(typeof value === 'number' && value > 0)) throw new Error(`portico-guard: memberUploads.${name} must be a positive number`);
    }
  },
};
