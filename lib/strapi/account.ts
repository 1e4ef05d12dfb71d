import type { EmailLocale } from './auth';
import type { StrapiClient } from './client';
import type { Passkey } from './passkeys';
import type { SecondFactorStatus } from './second-factor';
import type { StrapiUser } from './types';

/**
 * The signed-in user's own account, through the routes the embedded Strapi adds in
 * cms/src/api/account (an operator's Strapi needs them too: docs/deployment.md). They act on the
 * token's user only and accept username and email alone; Strapi's own /users/:id routes are never
 * used for this, since they take any id and accept a role.
 */
export interface OwnAccount extends Pick<StrapiUser, 'id' | 'documentId' | 'username' | 'email' | 'provider' | 'confirmed'> {
  /** A new address waiting for its owner to follow the link sent to it, or null. */
  pendingEmail: string | null;
  /** Whether a new address takes effect only once confirmed (Strapi's email_confirmation setting). */
  emailChangeNeedsConfirmation: boolean;
  /** Whether deleting the account deletes the entries it owns (every locale, drafts included). */
  deletingRemovesOwnedEntries: boolean;
  /** False for accounts made through a sign-in provider: deletion is confirmed with the username. */
  hasPassword: boolean;
  /** Its authenticator app and passkeys (Portico's plugin 2.4+; absent from an older one). */
  secondFactor?: SecondFactorStatus;
  passkeys?: Passkey[];
}

export interface ProfileChange {
  username?: string;
  email?: string;
}

/** "Confirm it's you": the current password, or for an account without one (a provider's) the username. */
export type IdentityProof = { currentPassword: string } | { confirmUsername: string };

export async function fetchOwnAccount(client: StrapiClient): Promise<OwnAccount> {
  return (await client.request<{ data: OwnAccount }>('/account')).data;
}

/**
 * Answers the account as it now is, and the address a confirmation link went to (or null).
 * `locale`: the page's locale when it is not the default; the link's email is in it.
 */
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

/** Confirms it's the member; for 5 minutes this session need not again (ending other sessions needs it). */
export async function confirmIdentity(client: StrapiClient, proof: IdentityProof): Promise<{ confirmedUntil: string }> {
  return (await client.request<{ data: { confirmedUntil: string } }>('/account/confirm', { method: 'POST', body: proof })).data;
}

/** The code from the link sent to the new address; only works with the same account's token. */
export async function confirmEmailChange(client: StrapiClient, code: string): Promise<OwnAccount> {
  return (await client.request<{ data: OwnAccount }>('/account/email-confirmation', { method: 'POST', body: { code } })).data;
}

/** `password` for an account that has one, else `username` typed again. */
export async function deleteOwnAccount(
  client: StrapiClient,
  confirmation: { password: string } | { username: string },
): Promise<{ deletedEntries: number }> {
  return (await client.request<{ data: { deletedEntries: number } }>('/account/delete', { method: 'POST', body: confirmation })).data;
}

/** One of the account's security events (Strapi keeps 90 days). `kind`: signed-in, password-changed, … */
export interface AccountEvent {
  kind: string;
  at: string;
  /** The browser and system, as Strapi names a session's device, or null. */
  device: string | null;
  /** For sign-ins: "local" or the provider's name. */
  provider: string | null;
}

/** The last 90 days of the account's security events, newest first. */
export async function fetchActivity(client: StrapiClient): Promise<AccountEvent[]> {
  return (await client.request<{ data: AccountEvent[] }>('/account/activity')).data;
}

/**
 * "This wasn't me": ends every session of the account and sends a reset link; with a notice's `code` (no token
 * needed) it also puts back an address an email change replaced. Signed in, without a code, it takes the proof.
 */
export async function secureAccount(client: StrapiClient, input: { code: string } | IdentityProof): Promise<{ emailRestored: boolean }> {
  return (await client.request<{ data: { emailRestored: boolean } }>('/account/secure', { method: 'POST', body: input })).data;
}
