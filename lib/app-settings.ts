// The app's settings, parsed and checked once by the settings schema.
import { authProvidersText, strapiAdminUrl, strapiUrl } from '@/server/shared/settings.mjs';

export {
  backendProbeTimeoutMs,
  DEFAULT_WEB_URL,
  homeSingleType,
  maxUploadBytes,
  nextDevelopment,
  parseWebUrl,
  passwordMinLength,
  previewApiToken,
  previewSecret,
  publicRevalidateSeconds,
  revalidateSecret,
  sessionRecheckSeconds,
  signInFailuresMax,
  signInWindowMinutes,
  strapiCollections,
  strapiMaxPageSize,
  strapiTimeoutMs,
  strapiUrl,
  settingIn,
  webUrl,
} from '@/server/shared/settings.mjs';

/** The one origin allowed to frame a preview: STRAPI_ADMIN_URL's when the app reaches Strapi by another address. */
export function adminOriginOf(adminUrl: string | undefined, apiUrl: string): string {
  return new URL(adminUrl?.trim() || apiUrl).origin;
}

export const strapiAdminOrigin = adminOriginOf(strapiAdminUrl, strapiUrl);

export interface AuthProvider {
  /** As in /api/connect/{name}. */
  name: string;
  label: string;
}

/** AUTH_PROVIDERS="local-oidc=Acme ID,github"; without "=label" the name is shown with a capital. */
export function parseAuthProviders(value: string | undefined): AuthProvider[] {
  return (value || '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const [name = '', label] = entry.split('=').map((part) => part.trim());
      if (!/^[a-z0-9_-]+$/i.test(name)) return [];
      return [{ name, label: label || name.charAt(0).toUpperCase() + name.slice(1) }];
    });
}

export const authProviders = parseAuthProviders(authProvidersText);
