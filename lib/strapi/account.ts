import type { EmailLocale } from './auth';
import type { StrapiClient } from './client';
import type { Passkey } from './passkeys';
import type { TwoStepStatus } from './two-step';
import type { IdentityProof, StrapiUser } from './types';

/** Portico's own-account routes act on the token's user alone, where Strapi's /users/:id takes any id and a role. */
export interface OwnAccount extends Pick<StrapiUser, 'id' | 'documentId' | 'username' | 'email' | 'provider' | 'confirmed'> {
  pendingEmail: string | null;
  /** Strapi's email_confirmation setting: a new address takes effect once confirmed. */
  emailChangeNeedsConfirmation: boolean;
  /** Every locale, drafts included. */
  deletingRemovesOwnedEntries: boolean;
  /** False for accounts made through a sign-in provider: deletion is confirmed with the username. */
  hasPassword: boolean;
  /** Absent from a plugin older than 2.4. */
  secondFactor?: TwoStepStatus;
  passkeys?: Passkey[];
}

export interface ProfileChange {
  username?: string;
  email?: string;
}

export async function fetchOwnAccount(client: StrapiClient): Promise<OwnAccount> {
  return (await client.request<{ data: OwnAccount }>('/account')).data;
}

/** `locale`: the page's, when not the default; the confirmation email is in it. */
export async function updateProfile(
  client: StrapiClient,
  change: ProfileChange,
  { locale, proof }: EmailLocale & { proof?: IdentityProof } = {},
): Promise<{ account: OwnAccount; confirmationSentTo: string | null }> {
  const { username, email } = change;
  const result = await client.request<{ data: OwnAccount; meta: { confirmationSentTo: string | null } }>('/account', {
    method: 'PUT',
    params: locale ? { locale } : undefined,
    // A new username or address needs the proof, or one given in the last 5 minutes.
    body: { username, email, ...proof },
  });
  return { account: result.data, confirmationSentTo: result.meta.confirmationSentTo };
}

/** For 5 minutes this session need not confirm again. */
export async function confirmIdentity(client: StrapiClient, proof: IdentityProof): Promise<{ confirmedUntil: string }> {
  return (await client.request<{ data: { confirmedUntil: string } }>('/account/confirm', { method: 'POST', body: proof })).data;
}

/** Only with the same account's token. */
export async function confirmEmailChange(client: StrapiClient, code: string): Promise<OwnAccount> {
  return (await client.request<{ data: OwnAccount }>('/account/email-confirmation', { method: 'POST', body: { code } })).data;
}

export async function deleteOwnAccount(
  client: StrapiClient,
  confirmation: { password: string } | { username: string },
): Promise<{ deletedEntries: number }> {
  return (await client.request<{ data: { deletedEntries: number } }>('/account/delete', { method: 'POST', body: confirmation })).data;
}

/** Strapi keeps 90 days. `kind`: signed-in, password-changed, … */
export interface AccountEvent {
  kind: string;
  at: string;
  device: string | null;
  provider: string | null;
}

export async function fetchActivity(client: StrapiClient): Promise<AccountEvent[]> {
  return (await client.request<{ data: AccountEvent[] }>('/account/activity')).data;
}

/** One of the member's entries, in one locale: `changed` is published, with a newer draft. */
export interface OwnPost {
  /** The content type's uid. */
  type: string;
  documentId: string;
  locale?: string;
  status: 'draft' | 'published' | 'changed';
  updatedAt: string;
  publishedAt: string | null;
  /** Its text and uid fields, as readers see them once it is published: the title and the address are among them. */
  fields: Record<string, unknown>;
}

export type OwnPostsStatus = 'draft' | 'published';

export async function fetchOwnPosts(
  client: StrapiClient,
  { page = 1, status }: { page?: number; status?: OwnPostsStatus } = {},
): Promise<{ data: OwnPost[]; meta: { pagination: { page: number; pageSize: number; total: number; pageCount: number } } }> {
  return client.request('/account/posts', { params: { page: String(page), ...(status ? { status } : {}) } });
}

/** "This wasn't me": with a notice's `code` (no token needed) it also puts back an address an email change replaced. */
export async function secureAccount(client: StrapiClient, input: { code: string } | IdentityProof): Promise<{ emailRestored: boolean }> {
  return (await client.request<{ data: { emailRestored: boolean } }>('/account/secure', { method: 'POST', body: input })).data;
}
