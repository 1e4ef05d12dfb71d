import type { IdentityProof } from './account';
import type { StrapiClient } from './client';

/**
 * The member's authenticator app (Portico's plugin, /api/account/second-factor): its state, a setup waiting for its
 * first code, turning it on and off, new recovery codes. Recovery codes are answered once, when made.
 */
export interface SecondFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** A setup under way: the secret to type and the address its QR code holds. */
  setup: { secret: string; uri: string } | null;
}

/** A new secret, after "confirm it's you" (the proof, or one given in the last 5 minutes). */
export async function setUpSecondFactor(client: StrapiClient, proof?: IdentityProof): Promise<{ secret: string; uri: string }> {
  return (
    await client.request<{ data: { secret: string; uri: string } }>('/account/second-factor/setup', { method: 'POST', body: { ...proof } })
  ).data;
}

export async function enableSecondFactor(client: StrapiClient, code: string): Promise<{ recoveryCodes: string[] }> {
  return (await client.request<{ data: { recoveryCodes: string[] } }>('/account/second-factor/enable', { method: 'POST', body: { code } }))
    .data;
}

export async function disableSecondFactor(client: StrapiClient, proof: IdentityProof | undefined, code: string): Promise<void> {
  await client.request('/account/second-factor/disable', { method: 'POST', body: { ...proof, code } });
}

export async function renewRecoveryCodes(
  client: StrapiClient,
  proof: IdentityProof | undefined,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  return (
    await client.request<{ data: { recoveryCodes: string[] } }>('/account/second-factor/recovery-codes', {
      method: 'POST',
      body: { ...proof, code },
    })
  ).data;
}
