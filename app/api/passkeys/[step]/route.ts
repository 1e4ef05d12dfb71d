import { NextResponse, type NextRequest } from 'next/server';
import { describeFailure, words } from '@/lib/auth/account-control';
import { createSession, endSession, ensureDevice, freshToken, strapiClient } from '@/lib/auth/session';
import { isSameOrigin } from '@/lib/http/request';
import { safeNextPath } from '@/lib/http/request-path';
import { getSiteLocales } from '@/lib/i18n/site-locales';
import { localizePath } from '@/lib/i18n/locale-path';
import { strapiClientFor } from '@/lib/strapi/request-clients';
import {
  addPasskey,
  confirmWithPasskey,
  passkeyConfirmOptions,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  signInWithPasskey,
  type WebAuthnJson,
} from '@/lib/strapi/passkeys';

/**
 * The browser's half of passkeys, passed to Strapi's plugin (the browser never calls Strapi): POST
 * /api/passkeys/sign-in-options and /sign-in (a session, set here as for a password), /add-options (after the
 * proof) and /add, /confirm-options and /confirm ("confirm it's you" with a passkey). JSON in and out; this site's
 * pages only.
 */
const noStore = { 'Cache-Control': 'no-store' };
const STEPS = ['sign-in-options', 'sign-in', 'add-options', 'add', 'confirm-options', 'confirm'] as const;
type Step = (typeof STEPS)[number];

const json = (body: unknown, status = 200) => NextResponse.json(body, { status, headers: noStore });

async function run(step: Step, body: Record<string, unknown>) {
  const localeCode = typeof body.locale === 'string' ? body.locale : undefined;
  const locale = localeCode ? (await getSiteLocales().catch(() => [])).find((candidate) => candidate.code === localeCode) : undefined;
  switch (step) {
    case 'sign-in-options':
      return json({ ok: true, options: await passkeySignInOptions(await strapiClientFor(null)) });
    case 'sign-in': {
      // A sign-in starts signed out (the spec's session rules); the browser is a device its owner is told about.
      await endSession();
      const client = await strapiClientFor(null, { device: await ensureDevice() });
      const result = await signInWithPasskey(client, body.response as WebAuthnJson, locale && !locale.isDefault ? locale.code : undefined);
      await createSession(result);
      return json({ ok: true, redirectTo: safeNextPath(typeof body.next === 'string' ? body.next : undefined, localizePath('/', locale)) });
    }
    case 'add-options': {
      if (!(await freshToken())) return json({ ok: false, signedOut: true }, 401);
      const proof =
        typeof body.currentPassword === 'string' && body.currentPassword
          ? { currentPassword: body.currentPassword }
          : typeof body.confirmUsername === 'string' && body.confirmUsername
            ? { confirmUsername: body.confirmUsername }
            : undefined;
      return json({ ok: true, options: await passkeyRegistrationOptions(await strapiClient(), proof) });
    }
    case 'confirm-options':
      if (!(await freshToken())) return json({ ok: false, signedOut: true }, 401);
      return json({ ok: true, options: await passkeyConfirmOptions(await strapiClient()) });
    case 'confirm':
      if (!(await freshToken())) return json({ ok: false, signedOut: true }, 401);
      return json({ ok: true, ...(await confirmWithPasskey(await strapiClient(), body.response as WebAuthnJson)) });
    case 'add': {
      if (!(await freshToken())) return json({ ok: false, signedOut: true }, 401);
      const name = typeof body.name === 'string' ? body.name : '';
      return json({ ok: true, passkey: await addPasskey(await strapiClient(), body.response as WebAuthnJson, name) });
    }
  }
}

export async function POST(request: NextRequest, { params }: { params: Promise<{ step: string }> }) {
  const { step } = await params;
  if (!(STEPS as readonly string[]).includes(step)) return json({ ok: false }, 404);
  const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
  // The page's locale (the client sends it): the words of a refusal are in it.
  const locale = (await getSiteLocales().catch(() => [])).find((candidate) => candidate.code === body.locale)?.code ?? 'en';
  if (!isSameOrigin(request)) return json({ ok: false, message: (await words(locale)).tAuth('cross-origin') }, 403);
  try {
    return await run(step as Step, body);
  } catch (error) {
    const said = await words(locale);
    const { message, fieldErrors } = describeFailure(error, said, said.t('nothingChanged'));
    return json({ ok: false, message, fieldErrors }, 400);
  }
}
