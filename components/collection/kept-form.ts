import type { FormValues } from '@/lib/collections/form-fields';

/**
 * What a member typed into an entry's form, kept in this browser until a save succeeds: a save that fails, a tab
 * closed or a browser that crashed loses nothing. Keyed by member and entry; signing out clears the site's storage
 * (Clear-Site-Data), so nothing of it stays on a shared computer. Chosen files cannot be kept. A save sent marks its
 * key in the tab; the entry's page, reached with the save's notice, forgets what that key kept (a save that ends on
 * the sign-in page, its session over, keeps it for the form it returns to).
 */
export interface KeptForm {
  savedAt: number;
  values: FormValues;
}

const PREFIX = 'portico.form:';
const SENT = 'portico.form-sent';
/** Inputs that are the form's machinery, not what the member wrote. */
const MACHINERY = /^(submissionId|intent|_documentId|_version|_overwrite|_live|\$ACTION.*)$|__(files|uploaded)$/;

/** Where an entry's form is kept: for this member, this type, this entry (`new` before it exists) and this locale. */
export function formKey(memberId: number | string, uid: string, entry: string, locale: string): string {
  return `${memberId}:${uid}:${entry}:${locale}`;
}

/** A new entry's key once its first draft exists: the same member, type and locale, that entry. */
export function createdKey(key: string, documentId: string): string {
  return key.replace(/:[^:]*:([^:]*)$/, `:${documentId}:$1`);
}

/** localStorage (or the tab's sessionStorage), or null where the browser refuses it (storage turned off). */
function storage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function keptValues(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !MACHINERY.test(name)));
}

export function readKept(key: string): KeptForm | null {
  try {
    const text = storage()?.getItem(PREFIX + key);
    if (!text) return null;
    const kept = JSON.parse(text) as Partial<KeptForm>;
    if (typeof kept.savedAt !== 'number' || !kept.values || typeof kept.values !== 'object') return null;
    return { savedAt: kept.savedAt, values: kept.values };
  } catch {
    return null;
  }
}

export function keep(key: string, values: FormValues, now = Date.now()) {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ savedAt: now, values: keptValues(values) } satisfies KeptForm));
  } catch {
    // Full or refused: the form itself still holds what was typed.
  }
}

export function forget(key: string) {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to forget.
  }
}

/** A save of the form kept under `key` is on its way; null: none is (the form is shown again). */
export function markSent(key: string | null) {
  try {
    if (key) storage('sessionStorage')?.setItem(SENT, key);
    else storage('sessionStorage')?.removeItem(SENT);
  } catch {
    // The kept copy then stays until Discard, which loses nothing.
  }
}

/** The save marked has landed on its entry's page: what it kept is saved. */
export function forgetSent() {
  try {
    const key = storage('sessionStorage')?.getItem(SENT);
    if (key) forget(key);
    storage('sessionStorage')?.removeItem(SENT);
  } catch {
    // As above.
  }
}

/** Whether what is kept differs from what the form shows now (the stored entry, or a newer save of it). */
export function differsFrom(kept: KeptForm, shown: FormValues): boolean {
  const a = keptValues(kept.values);
  const b = keptValues(shown);
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const name of names) {
    const [left, right] = [a[name] ?? '', b[name] ?? ''];
    if (JSON.stringify(left) !== JSON.stringify(right)) return true;
  }
  return false;
}
