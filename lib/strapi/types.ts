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

/** What sign-in, registration, password reset/change and the provider callback answer. */
export interface AuthResult {
  jwt: string;
  user: StrapiUser;
}

/** Registration while email confirmation is required answers the user without a jwt. */
export interface RegistrationResult {
  jwt?: string;
  user: StrapiUser;
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
}
