/** The app's settings, parsed and checked once by the settings schema. */
import { authProvidersText, strapiAdminUrl, strapiUrl } from '@/server/shared/settings.mjs';

export {
  backendProbeTimeoutMs,
  DEFAULT_WEB_URL,
  homeSingleType,
  maxUploadBytes,
  parseWebUrl,
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
  webUrl,
} from '@/server/shared/settings.mjs';

/**
 * The origin of Strapi's admin panel as editors' browsers reach it: the one origin allowed to
 * frame a preview and to tell it to refresh. STRAPI_ADMIN_URL when the app reaches Strapi by
 * another address (an internal host name, a proxy); STRAPI_URL's origin otherwise.
 */
export function adminOriginOf(adminUrl: string | undefined, apiUrl: string): string {
  return new URL(adminUrl?.trim() || apiUrl).origin;
}

export const strapiAdminOrigin = adminOriginOf(strapiAdminUrl, strapiUrl);

export interface AuthProvider {
  /** The users-permissions provider name, as in /api/connect/{name}. */
  name: string;
  label: string;
}

/**
 * Providers offered on the sign-in page: AUTH_PROVIDERS="local-oidc=Local OpenID,github".
 * Without "=label" the name is shown with a capital ("github" becomes "Github").
 */
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
