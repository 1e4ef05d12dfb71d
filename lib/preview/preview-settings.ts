import 'server-only';

/**
 * The preview's secrets, read on the server only (never NEXT_PUBLIC_, never logged):
 * PREVIEW_SECRET checks the links Strapi signs, PREVIEW_API_TOKEN (a read-only Strapi API token)
 * reads drafts while draft mode is on. Preview is off unless both are set.
 */
const read = (name: string) => process.env[name]?.trim() || undefined;

export const previewSecret = () => read('PREVIEW_SECRET');
export const previewApiToken = () => read('PREVIEW_API_TOKEN');
export const isPreviewConfigured = () => Boolean(previewSecret() && previewApiToken());
