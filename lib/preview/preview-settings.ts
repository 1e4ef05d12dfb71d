import 'server-only';
import { previewApiToken as configuredToken, previewSecret as configuredSecret } from '@/lib/app-settings';

/** Server only, never logged; preview is off unless both are set. */
export const previewSecret = () => configuredSecret;
export const previewApiToken = () => configuredToken;
export const isPreviewConfigured = () => Boolean(previewSecret() && previewApiToken());
