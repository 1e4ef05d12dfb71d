export interface PasskeyStepAnswer {
  ok: boolean;
  options?: unknown;
  redirectTo?: string;
  message?: string;
  fieldErrors?: Record<string, string>;
}

/** Posts one step of the browser's half of passkeys (the browser never calls Strapi). */
export async function postPasskeyStep(step: string, body: object): Promise<PasskeyStepAnswer> {
  const response = await fetch(`/api/passkeys/${step}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** The person closed or cancelled the browser's passkey dialog: nothing to say. */
export const cancelledByPerson = (error: unknown) => ['NotAllowedError', 'AbortError'].includes((error as Error | null)?.name ?? '');
