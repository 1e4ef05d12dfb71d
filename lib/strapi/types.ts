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

/** In Strapi's refresh mode (`jwtManagement: 'refresh'`), a refresh token too, and the jwt is short-lived. */
export interface AuthResult {
  jwt: string;
  refreshToken?: string;
  user: StrapiUser;
}

/** No session yet: a ticket that a code completes once, within 5 minutes. */
export interface TwoStepSignIn {
  secondFactor: { ticket: string; expiresAt: string; methods: string[] };
}

export const needsTwoStep = (result: object): result is TwoStepSignIn =>
  'secondFactor' in result && typeof (result as TwoStepSignIn).secondFactor?.ticket === 'string';

/** "Confirm it's you": the current password, or for an account without one (a provider's) the username. */
export type IdentityProof = { currentPassword: string } | { confirmUsername: string };

export interface RegistrationResult {
  jwt?: string;
  refreshToken?: string;
  user: StrapiUser;
}

/** The refresh token rotates: the old one stops working. */
export interface TokenPair {
  jwt: string;
  refreshToken: string;
}

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
  provider_metadata?: { portico?: { placeholder?: unknown } } | null;
}
