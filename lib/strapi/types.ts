/** Strapi 5 response shapes. */
export interface StrapiDocument {
  id: number;
  documentId: string;
  [field: string]: unknown;
}

export interface PaginationMeta {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export interface ListResponse<T = StrapiDocument> {
  data: T[];
  meta: { pagination: PaginationMeta };
}

export interface SingleResponse<T = StrapiDocument> {
  data: T;
  meta: Record<string, unknown>;
}

export interface StrapiUser {
  id: number;
  documentId?: string;
  username: string;
  email: string;
  provider: string;
  confirmed: boolean;
  blocked: boolean;
  createdAt?: string;
  updatedAt?: string;
  [field: string]: unknown;
}

/**
 * What sign-in, registration, password reset/change and the provider callback answer. A Strapi in
 * refresh mode (users-permissions `jwtManagement: 'refresh'`) adds a refresh token and makes the
 * jwt a short-lived access token; in the legacy mode the jwt is all there is.
 */
export interface AuthResult {
  jwt: string;
  refreshToken?: string;
  user: StrapiUser;
}

/**
 * A sign-in of an account with a second factor (Portico's plugin): no session yet, a ticket for the second step,
 * completed with a code within its 5 minutes, once.
 */
export interface SecondStep {
  secondFactor: { ticket: string; expiresAt: string; methods: string[] };
}

export const isSecondStep = (result: object): result is SecondStep =>
  'secondFactor' in result && typeof (result as SecondStep).secondFactor?.ticket === 'string';

/** Registration while email confirmation is required answers the user without a jwt. */
export interface RegistrationResult {
  jwt?: string;
  refreshToken?: string;
  user: StrapiUser;
}

/** A new pair from POST /auth/refresh: the refresh token rotates (the old one stops working). */
export interface TokenPair {
  jwt: string;
  refreshToken: string;
}

/** One of the user's sessions (GET /auth/sessions, refresh mode). */
export interface StrapiSession {
  id: string;
  deviceId?: string;
  deviceName?: string | null;
  current: boolean;
  loginAt?: string | null;
  lastActiveAt?: string | null;
}

export interface StrapiMedia {
  id: number;
  documentId?: string;
  name: string;
  alternativeText?: string | null;
  caption?: string | null;
  width?: number | null;
  height?: number | null;
  url: string;
  mime?: string;
  formats?: Record<string, { url: string; width: number; height: number }> | null;
  /** portico-guard keeps an image's placeholder here (`portico.placeholder`, a data: URL). */
  provider_metadata?: { portico?: { placeholder?: unknown } } | null;
}
