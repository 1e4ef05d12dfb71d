import type { StrapiClient } from './client';
import type { AuthResult, IdentityProof } from './types';

// WebAuthn's JSON, as @simplewebauthn's browser and server parts exchange it: the app passes it through.
export interface Passkey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
  /** Added from this browser (its device cookie). */
  thisDevice: boolean;
}

export type WebAuthnJson = Record<string, unknown>;

export async function passkeySignInOptions(client: StrapiClient): Promise<WebAuthnJson> {
  return (await client.request<{ data: WebAuthnJson }>('/auth/passkey/options', { method: 'POST', body: {}, token: null })).data;
}

export async function signInWithPasskey(client: StrapiClient, response: WebAuthnJson, locale?: string): Promise<AuthResult> {
  return client.request<AuthResult>('/auth/passkey', {
    method: 'POST',
    params: locale ? { locale } : undefined,
    body: { response },
    token: null,
  });
}

export async function passkeyRegistrationOptions(client: StrapiClient, proof?: IdentityProof): Promise<WebAuthnJson> {
  return (await client.request<{ data: WebAuthnJson }>('/account/passkeys/options', { method: 'POST', body: { ...proof } })).data;
}

export async function addPasskey(client: StrapiClient, response: WebAuthnJson, name: string): Promise<{ id: number; name: string }> {
  return (await client.request<{ data: { id: number; name: string } }>('/account/passkeys', { method: 'POST', body: { response, name } }))
    .data;
}

export async function renamePasskey(client: StrapiClient, id: number, name: string): Promise<void> {
  await client.request(`/account/passkeys/${id}`, { method: 'PUT', body: { name } });
}

export async function removePasskey(client: StrapiClient, id: number, proof?: IdentityProof): Promise<void> {
  await client.request(`/account/passkeys/${id}/delete`, { method: 'POST', body: { ...proof } });
}

export async function passkeyConfirmOptions(client: StrapiClient): Promise<WebAuthnJson> {
  return (await client.request<{ data: WebAuthnJson }>('/account/confirm/passkey/options', { method: 'POST', body: {} })).data;
}

export async function confirmWithPasskey(client: StrapiClient, response: WebAuthnJson): Promise<{ confirmedUntil: string }> {
  return (await client.request<{ data: { confirmedUntil: string } }>('/account/confirm/passkey', { method: 'POST', body: { response } }))
    .data;
}
