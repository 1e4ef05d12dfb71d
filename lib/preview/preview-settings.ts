import 'server-only';
import { previewApiToken as configuredToken, previewSecret as configuredSecret } from '@/lib/config';

/**
 * The preview's secrets, read on the server only (never NEXT_PUBLIC_, never logged):
 * PREVIEW_SECRET checks the links Strapi signs, PREVIEW_API_TOKEN (a read-only Strapi API token)
 * reads drafts while draft mode is on. Preview is off unless both are set.
 */
export const previewSecret = () => configuredSecret;
export const previewApiToken = () => configuredToken;
export const isPreviewConfigured = () => Boolean(previewSecret() && previewApiToken());
