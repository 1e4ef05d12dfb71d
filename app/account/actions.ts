'use server';

import { redirect } from 'next/navigation';
import { endSession, freshToken, strapiAuth } from '@/lib/auth/session';
import { errorStatus } from '@/lib/strapi';
import { revokeSessions } from '@/server/revocations.mjs';
import { loginPath } from '@/server/routes.mjs';

/**
 * The account page's "Signed-in devices": end one other session, or every session. Strapi ends
 * them (it checks they are the user's own); the app then refuses their access tokens at once, on
 * every instance, instead of when they expire.
 */
export async function endDeviceSessionAction(sessionId: string): Promise<void> {
  const token = await freshToken();
  if (!token) redirect(loginPath({ next: '/account', notice: 'session-expired' }));
  try {
    await (await strapiAuth(token)).endSession(sessionId);
  } catch (error) {
    // Already ended (or not theirs): nothing to refuse.
    if (errorStatus(error) !== 404) throw error;
    redirect('/account?notice=device-signed-out');
  }
  await revokeSessions([sessionId]);
  redirect('/account?notice=device-signed-out');
}

export async function signOutEverywhereAction(): Promise<void> {
  await endSession({ everywhere: true });
  redirect(loginPath({ notice: 'signed-out-everywhere' }));
}
