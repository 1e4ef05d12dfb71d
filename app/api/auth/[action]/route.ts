import { NextResponse, type NextRequest } from 'next/server';
import { FORM_PAGES, RETAINED_FIELDS, runAuthAction, type AuthOutcome } from '@/lib/auth/actions';
import { AUTH_ERROR_MESSAGES } from '@/lib/auth/messages';
import { AUTH_ACTIONS, type AuthAction } from '@/lib/auth/rules';
import { absoluteUrl, isSameOrigin, readFormValues, wantsJson } from '@/lib/http/request';
import { safeNextPath } from '@/lib/http/request-path';

/**
 * POST /api/auth/{login|register|forgot-password|reset-password|change-password|send-email-confirmation|logout}
 * Answers JSON to the enhanced forms, and redirects plain form posts (no JavaScript) to the next
 * page, or back to the form with an error code and the non-secret values typed.
 */
const noStore = { 'Cache-Control': 'no-store' };

function backToForm(action: AuthAction, values: Record<string, string>, code: string): string {
  const page = new URL(safeNextPath(values.returnTo, FORM_PAGES[action]), 'http://portico.invalid');
  page.searchParams.set('error', code);
  for (const field of RETAINED_FIELDS) if (values[field]) page.searchParams.set(field, values[field]);
  if (values.next) page.searchParams.set('next', safeNextPath(values.next));
  return `${page.pathname}${page.search}`;
}

function respond(request: NextRequest, action: AuthAction, values: Record<string, string>, outcome: AuthOutcome) {
  if (wantsJson(request)) {
    const body = outcome.ok
      ? { ok: true, redirectTo: outcome.redirectTo }
      : {
          ok: false,
          code: outcome.error.code,
          message: outcome.error.message,
          fieldErrors: outcome.error.fieldErrors,
          redirectTo: outcome.redirectTo,
        };
    return NextResponse.json(body, { status: outcome.ok ? 200 : outcome.error.status, headers: noStore });
  }
  const target = outcome.ok ? outcome.redirectTo : (outcome.redirectTo ?? backToForm(action, values, outcome.error.code));
  return NextResponse.redirect(absoluteUrl(target), { status: 303, headers: noStore });
}

export async function POST(request: NextRequest, { params }: { params: Promise<{ action: string }> }) {
  const { action } = await params;
  if (!(AUTH_ACTIONS as readonly string[]).includes(action)) {
    return NextResponse.json({ ok: false, message: 'Not found' }, { status: 404, headers: noStore });
  }
  if (!isSameOrigin(request)) {
    return NextResponse.json(
      { ok: false, code: 'cross-origin', message: AUTH_ERROR_MESSAGES['cross-origin'] },
      { status: 403, headers: noStore },
    );
  }
  const values = await readFormValues(request);
  const outcome = await runAuthAction(action as AuthAction, values);
  return respond(request, action as AuthAction, values, outcome);
}
