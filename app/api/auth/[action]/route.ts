import { NextResponse, type NextRequest } from 'next/server';
import { FORM_PAGES, RETAINED_FIELDS, runAuthAction, type AuthOutcome } from '@/lib/auth/actions';
import { getTranslations } from 'next-intl/server';
import { localizeError } from '@/lib/auth/auth-errors';
import { getSiteLocales } from '@/lib/i18n/site-locales';
import { AUTH_ACTIONS, type AuthAction } from '@/lib/auth/rules';
import { absoluteUrl, isSameOrigin, readFormValues, wantsJson } from '@/lib/http/request';
import { safeNextPath } from '@/lib/http/request-path';

/** JSON for the enhanced forms; a plain form post (no JavaScript) is redirected, back to the form with what was typed when refused. */
const noStore = { 'Cache-Control': 'no-store' };

function backToForm(action: AuthAction, values: Record<string, string>, code: string): string {
  const page = new URL(safeNextPath(values.returnTo, FORM_PAGES[action]), 'http://portico.invalid');
  page.searchParams.set('error', code);
  for (const field of RETAINED_FIELDS) if (values[field]) page.searchParams.set(field, values[field]);
  if (values.next) page.searchParams.set('next', safeNextPath(values.next));
  return `${page.pathname}${page.search}`;
}

function respond(request: NextRequest, action: AuthAction, values: Record<string, string>, outcome: AuthOutcome) {
  // Signed out: the browser forgets what this site kept in it (the forms' unsaved writing), on a shared computer too.
  const headers = action === 'logout' && outcome.ok ? { ...noStore, 'Clear-Site-Data': '"storage"' } : noStore;
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
    return NextResponse.json(body, { status: outcome.ok ? 200 : outcome.error.status, headers });
  }
  const target = outcome.ok ? outcome.redirectTo : (outcome.redirectTo ?? backToForm(action, values, outcome.error.code));
  return NextResponse.redirect(absoluteUrl(target), { status: 303, headers });
}

export async function POST(request: NextRequest, { params }: { params: Promise<{ action: string }> }) {
  const { action } = await params;
  if (!(AUTH_ACTIONS as readonly string[]).includes(action)) {
    return NextResponse.json({ ok: false, message: 'Not found' }, { status: 404, headers: noStore });
  }
  // The form's page says its locale (a hidden field): messages and the pages it leads to are in it.
  const values = isSameOrigin(request) ? await readFormValues(request) : {};
  const locales = await getSiteLocales().catch(() => []);
  const locale = locales.find((candidate) => !candidate.isDefault && candidate.code === values.locale);
  const [tErrors, tValidation] = await Promise.all([
    getTranslations({ locale: locale?.code ?? 'en', namespace: 'AuthErrors' }),
    getTranslations({ locale: locale?.code ?? 'en', namespace: 'Validation' }),
  ]);
  if (!isSameOrigin(request)) {
    return NextResponse.json({ ok: false, code: 'cross-origin', message: tErrors('cross-origin') }, { status: 403, headers: noStore });
  }
  const outcome = await runAuthAction(action as AuthAction, values, {
    locale,
    validation: (key, params) => tValidation(key, params),
  });
  const localized = outcome.ok ? outcome : { ...outcome, error: localizeError(outcome.error, (code) => tErrors(code)) };
  return respond(request, action as AuthAction, values, localized);
}
