'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import type { AutosaveState, FormField, SaveState } from '@/lib/collections/form-fields';
import { formDataValues } from '@/lib/collections/form-values';
import type { RuleText } from '@/lib/collections/rule-text';
import type { Translate } from '@/lib/i18n/interpolate';
import { createdKey, forget, keep, keptValues } from './kept-form';

/** How long typing pauses before the draft is saved to the site. */
const AUTOSAVE_AFTER_MS = 3000;

export type DraftState = { kind: 'saving' } | { kind: 'saved'; at: number } | { kind: 'failed'; message: string } | null;
export type NewerVersion = { conflict: NonNullable<SaveState['conflict']>; message?: string };

/** What an autosave sends: what was typed, without the files chosen (they go with the member's own save). */
function draftData(form: HTMLFormElement): FormData {
  const data = new FormData(form);
  for (const [name, value] of [...data.entries()]) if (typeof value !== 'string') data.delete(name);
  return data;
}
const snapshotOf = (data: FormData) => JSON.stringify(keptValues(formDataValues(data)));

/** The schema's rules, loaded when the form is first used (the form shares the import). */
type Rules = { validateDocument: (fields: FormField[], values: ReturnType<typeof formDataValues>, words: RuleText) => object } | null;

/**
 * A Draft & Publish form's draft, saved to the site after a pause in typing (`autosave`, a server action): the entry a
 * new form becomes, the version the site holds (`_version`, so that a newer one saved elsewhere is told, not
 * replaced), the line that says how it went, and where the browser keeps what was typed since (`keyNow`). The form's
 * own save waits for one under way (`settle`) and then carries the same entry and version (`stamp`).
 */
export function useDraftAutosave({
  form,
  autosave,
  version,
  keyNow,
  fields,
  words,
  t,
  loadRules,
  paused,
}: {
  form: RefObject<HTMLFormElement | null>;
  autosave?: (data: FormData) => Promise<AutosaveState>;
  version?: string;
  keyNow: RefObject<string | undefined>;
  fields: FormField[];
  words: RuleText;
  t: Translate;
  loadRules: () => Promise<Rules>;
  /** A kept version waits to be restored, a save is under way, or a newer version was found: nothing goes. */
  paused: () => boolean;
}) {
  const entry = useRef<string | undefined>(undefined);
  const versionNow = useRef(version);
  const lastSaved = useRef<string | null>(null);
  const saving = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [draft, setDraft] = useState<DraftState>(null);
  const [newer, setNewer] = useState<NewerVersion | null>(null);

  useEffect(() => {
    if (form.current) lastSaved.current = snapshotOf(draftData(form.current));
    return () => clearTimeout(timer.current);
  }, [form]);

  function soon() {
    if (!autosave || newer || paused()) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_AFTER_MS);
  }

  // Back online, what waited is saved.
  useEffect(() => {
    if (!autosave) return;
    const online = () => soon();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  });

  async function save() {
    const element = form.current;
    if (!autosave || !element || newer || paused()) return;
    if (saving.current) {
      again.current = true;
      return;
    }
    const data = draftData(element);
    const snapshot = snapshotOf(data);
    if (snapshot === lastSaved.current) return;
    // What the site would refuse is not sent (chosen files count): it waits in the browser until the fields are filled.
    const rules = await loadRules();
    if (rules && Object.keys(rules.validateDocument(fields, formDataValues(new FormData(element)), words)).length) {
      setDraft({ kind: 'failed', message: t('autosaveIncomplete') });
      return;
    }
    data.set('submissionId', '');
    data.set('intent', 'draft');
    stamp(data);
    setDraft({ kind: 'saving' });
    const run = (async () => {
      try {
        const answer = await autosave(data);
        if (answer.ok) {
          entry.current = answer.documentId;
          versionNow.current = answer.version;
          lastSaved.current = snapshot;
          // Reloaded, a new form is the draft's own, and the browser keeps it for that entry.
          if (answer.created) window.history.replaceState(window.history.state, '', answer.editPath);
          if (keyNow.current) {
            // The site holds what was saved: the browser keeps only what was typed since.
            forget(keyNow.current);
            if (answer.created) keyNow.current = createdKey(keyNow.current, answer.documentId);
            const now = form.current && new FormData(form.current);
            if (now && snapshotOf(draftData(form.current!)) !== snapshot) keep(keyNow.current, formDataValues(now));
          }
          setDraft({ kind: 'saved', at: Date.now() });
        } else if (answer.conflict) {
          setNewer({ conflict: answer.conflict, message: answer.message });
          setDraft(null);
        } else {
          setDraft({
            kind: 'failed',
            message: t(answer.signedOut ? 'autosaveSignedOut' : answer.incomplete ? 'autosaveIncomplete' : 'autosaveFailed'),
          });
        }
      } catch {
        setDraft({ kind: 'failed', message: t(navigator.onLine ? 'autosaveFailed' : 'autosaveOffline') });
      } finally {
        saving.current = null;
        if (again.current) {
          again.current = false;
          soon();
        }
      }
    })();
    saving.current = run;
    await run;
  }

  /** Before the form's own save: no autosave after it, and one under way lands first. */
  async function settle() {
    clearTimeout(timer.current);
    if (saving.current) await saving.current;
  }

  /** The entry and version a save goes to: the draft this form became, at the version the site holds. */
  function stamp(data: FormData) {
    if (entry.current) data.set('_documentId', entry.current);
    if (versionNow.current) data.set('_version', versionNow.current);
  }

  return { draft, newer, soon, settle, stamp };
}
