import type { StrapiClient } from './client';
import type { IdentityProof } from './types';

/** Recovery codes are answered once, when made. */
export interface TwoStepStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  setup: { secret: string; uri: string } | null;
}

/** The proof may be left out within 5 minutes of the last one. */
export async function setUpTwoStep(client: StrapiClient, proof?: IdentityProof): Promise<{ secret: string; uri: string }> {
  return (
    await client.request<{ data: { secret: string; uri: string } }>('/account/second-factor/setup', { method: 'POST', body: { ...proof } })
  ).data;
}

export async function enableTwoStep(client: StrapiClient, code: string): Promise<{ recoveryCodes: string[] }> {
  return (await client.request<{ data: { recoveryCodes: string[] } }>('/account/second-factor/enable', { method: 'POST', body: { code } }))
    .data;
}

export async function disableTwoStep(client: StrapiClient, proof: IdentityProof | undefined, code: string): Promise<void> {
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
