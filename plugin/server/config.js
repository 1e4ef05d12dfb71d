'use strict';

/**
 * The plugin's settings. Each has an environment variable, so an operator changes one without
 * touching config/plugins.js; a blank variable counts as unset. config/plugins.js may also set
 * them (`'portico-guard': { config: { memberUploads: { maxFileMb: 5 } } }`), which wins. Read them
 * through `memberUploadSettings(strapi)` (settings.js).
 */

function fromEnv(name, read, fallback) {
  const value = process.env[name];
  return value === undefined || value.trim() === '' ? fallback : read(value.trim());
}
const number = (value) => Number(value);
const list = (value) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

module.exports = {
  default: () => ({
    /**
     * Content types members own: { uid: 'relation' } (the relation to users-permissions users that
     * names the owner; added when the type lacks it) or { uid: false } (not owned). Unset (null):
     * every api:: collection type with a relation to users-permissions users, owned through its
     * first. Read as one object: a uid's dots would split a config path.
     */
    ownedTypes: null,
    /**
     * Types visitors read besides the owned ones (find, and findOne for a collection), as a list of
     * uids. Unset: only the owned types.
     */
    publicTypes: null,
    /** Grant at every start what visitors and members need on those types (grants.js); off: by hand. */
    grantPermissions: true,
    /** GET/PUT /api/account and its actions: the member's own account. */
    accountRoutes: true,
    /** The app's address (WEB_URL): links in emails, and the reset and confirmation pages. */
    webUrl: fromEnv('WEB_URL', String, null),
    /**
     * Passkeys' relying party: its id (a domain; unset: webUrl's host name), its name as authenticators show it
     * (unset: webUrl's host), and the origins besides webUrl's a browser may sign from (comma-separated).
     */
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
    /** The app's /api/revalidate and its secret: Strapi tells it what changed (a webhook). */
    revalidate: { url: fromEnv('REVALIDATE_URL', String, null), secret: fromEnv('REVALIDATE_SECRET', String, null) },
    /** The secret the app's preview links are signed with (PREVIEW_SECRET): the check compares the app's. */
    previewSecret: fromEnv('PREVIEW_SECRET', String, null),
    memberUploads: {
      /**
       * The types a member may upload, as detected in the bytes. Never HTML, XHTML, SVG, XML or
       * scripts. Unset (null): images. Not a list here, because Strapi merges a plugin's config
       * into its defaults position by position: ['application/pdf'] would become PDF and four images.
       */
      types: fromEnv('MEMBER_UPLOAD_TYPES', list, null),
      /** One file, and one upload request, at most this many megabytes. */
      maxFileMb: fromEnv('MEMBER_UPLOAD_MAX_MB', number, 10),
      /** All of one member's files together. */
      quotaMb: fromEnv('MEMBER_UPLOAD_QUOTA_MB', number, 200),
      /** An image whose header claims more pixels than this is refused before anything decodes it. */
      maxMegapixels: fromEnv('MEMBER_UPLOAD_MAX_MEGAPIXELS', number, 50),
    },
  }),
  validator(config) {
    const owned = config.ownedTypes;
    if (
      owned !== null &&
      owned !== undefined &&
      !(
        typeof owned === 'object' &&
        !Array.isArray(owned) &&
        Object.values(owned).every((field) => field === false || (typeof field === 'string' && field !== ''))
      )
    )
      throw new Error("portico-guard: ownedTypes must map content type uids to an owner relation's name or false");
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
