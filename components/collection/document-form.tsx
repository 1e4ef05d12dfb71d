'use client';

import { flushSync } from 'react-dom';
import { startTransition, useActionState, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { unstable_rethrow } from 'next/navigation';
import type { AutosaveState, ExistingMedia, FieldErrors, FormField, FormValues, SaveState } from '@/lib/collections/form-fields';
import { formDataValues } from '@/lib/collections/form-values';
import { formatClock } from '@/lib/i18n/format';
import { chosenFilesProblems } from '@/lib/collections/upload-limits';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { useUiText } from '@/components/ui/ui-text';
import { inSchemaOrder, type FormSection } from '@/lib/collections/form-layout';
import { FormSections } from './fields/form-sections';
import { FormContext, type Uploading } from './fields/form-context';
import { sendChosenFiles } from './fields/media-upload';
import type { RelationOption } from './relation-picker';
import type { ImageLibrary } from './blocks-editor/image-picking';
import { differsFrom, forget, keep, markSent, readKept, type KeptForm } from './kept-form';
import { useDraftAutosave } from './use-draft-autosave';

interface DocumentFormProps {
  fields: FormField[];
  /** How the fields are laid out; without it, one after another. */
  sections?: FormSection[];
  /** Where the type's entries live ("/fr/articles/"), before an address made from a uid. */
  addressBase?: string;
  action: (state: SaveState, formData: FormData) => Promise<SaveState>;
  initialValues: FormValues;
  existingMedia: Record<string, ExistingMedia[]>;
  relationOptions: Record<string, RelationOption[]>;
  submissionId: string;
  submitLabel: string;
  /** Draft & Publish: "Save draft" and "Publish" instead of one submit button. */
  draftAndPublish?: boolean;
  /** Draft & Publish, and readers see a published version: its primary button updates it. */
  published?: boolean;
  /** The most one save may send, files included (MAX_UPLOAD_SIZE). */
  maxUploadBytes?: number;
  /** The Blocks editor's image picker: the member's own images and new uploads (server actions). */
  imageLibrary?: ImageLibrary;
  /** The page's locale: how counts read in the rules' messages (their words come from the page's catalog). */
  locale?: string;
  /** Where this browser keeps what the member types until a save succeeds: the member and the entry; unset, nowhere. */
  keepAs?: string;
  /** Draft & Publish, not yet published: saves the draft by itself after a pause in typing (a server action). */
  autosave?: (data: FormData) => Promise<AutosaveState>;
  /** The entry's updatedAt as the form was opened: a save finding a newer one says so rather than replace it. */
  version?: string;
}

type Intent = 'draft' | 'publish';

/** Whether the browser's session has ended (the app answers who it is, or 401). */
const sessionOver = () =>
  fetch('/api/session', { cache: 'no-store' }).then(
    (response) => response.status === 401,
    () => false,
  );

/** What the form holds now, named as it posts it. */
const valuesOf = (form: HTMLFormElement | null) => (form ? formDataValues(new FormData(form)) : null);

/** How long typing pauses before what was typed is kept in the browser. */
const KEEP_AFTER_MS = 500;

/** The schema's rules (about 30 KB) load when the form is first used; rules that cannot load leave it to the server's. */
const loadRules = () => import('@/lib/collections/form-schema').catch(() => null);

/** A form made from the schema: a plain post without JavaScript; with it, checked first and sent without a reload. */
export function DocumentForm({
  fields,
  sections,
  addressBase = '',
  action,
  initialValues,
  existingMedia,
  relationOptions,
  submissionId,
  submitLabel,
  draftAndPublish = false,
  published = false,
  maxUploadBytes = 10 * 2 ** 20,
  imageLibrary,
  locale = 'en',
  keepAs,
  autosave,
  version,
}: DocumentFormProps) {
  const t = useUiText('DocumentForm');
  const ruleWords = useUiText('FormRules');
  const words = useMemo(() => ({ t: ruleWords, locale }), [ruleWords, locale]);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The rules may still be loading: a second submit meanwhile is the same one.
  const checking = useRef(false);
  // The form's own action, posted without JavaScript; with it, `send` calls the same action and catches a save that
  // never reached the server or got no answer (offline, a proxy's 502), which would otherwise replace the page.
  const [posted, formAction, posting] = useActionState(action, { values: initialValues, fieldErrors: {} });
  const [sent, send, sending] = useActionState(async (previous: SaveState | null, data: FormData): Promise<SaveState | null> => {
    try {
      const answer = await action(previous ?? posted, data);
      // Refused (its fields, Strapi down): still the form's.
      markSent(null);
      return answer;
    } catch (error) {
      // Next leaving for another page (the entry's, or the sign-in page when the session is over) is no failure.
      unstable_rethrow(error);
      markSent(null);
      if (!navigator.onLine) return { values: {}, fieldErrors: {}, message: t('saveOffline') };
      // A session whose cookies are gone (expired in an open tab) is sent to sign in before the action runs: the page
      // again leads there, and back here, where what was typed is offered back.
      if (await sessionOver()) {
        window.location.reload();
        return { values: {}, fieldErrors: {}, message: t('sessionOver') };
      }
      return { values: {}, fieldErrors: {}, message: t('saveUnanswered') };
    }
  }, null);
  const state = sent ?? posted;
  // Files going up before the save itself: the form is busy already.
  const [preparing, setPreparing] = useState(false);
  const pending = posting || sending || preparing;
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [intent, setIntent] = useState<Intent>('publish');
  const errors = clientErrors ?? state.fieldErrors;
  const message = clientErrors ? ruleWords('needsAttention') : state.message;
  // What the page was rendered with (after a save that failed without JavaScript, what was posted).
  // With JavaScript the inputs keep what was typed, and entries moved since keep their own values.
  const [values, setValues] = useState(() => (state.values && Object.keys(state.values).length ? state.values : initialValues));
  // Restoring what was kept renders the fields again from it.
  const [generation, setGeneration] = useState(0);
  const [kept, setKept] = useState<KeptForm | null>(null);
  const keepTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Where the form is kept: a new entry's key becomes the entry's once its first draft is saved.
  const keyNow = useRef(keepAs);
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const { draft, newer, soon, settle, stamp } = useDraftAutosave({
    form: formRef,
    autosave,
    version,
    keyNow,
    fields,
    words,
    t,
    loadRules,
    paused: () => Boolean(kept) || pending || checking.current || Boolean(state.conflict),
  });
  const conflict = newer?.conflict ?? state.conflict ?? null;

  useEffect(() => {
    const form = formRef.current;
    if (!keepAs) return;
    // A form shown again: no save of it is on its way.
    markSent(null);
    const found = readKept(keepAs);
    const shown = valuesOf(form);
    if (found && shown && differsFrom(found, shown)) setKept(found);
    else if (found) forget(keepAs);
    return () => clearTimeout(keepTimer.current);
  }, [keepAs]);

  /** Keeps what the form holds now, unless an earlier version waits to be restored or discarded. */
  function keepSoon() {
    if (!keyNow.current || kept) return;
    clearTimeout(keepTimer.current);
    keepTimer.current = setTimeout(() => {
      const shown = valuesOf(formRef.current);
      if (shown && keyNow.current) keep(keyNow.current, shown);
    }, KEEP_AFTER_MS);
  }

  function restore() {
    if (!kept) return;
    setValues(kept.values);
    setGeneration((count) => count + 1);
    setKept(null);
  }
  function discard() {
    if (keepAs) forget(keepAs);
    setKept(null);
  }
  const images = useMemo(
    () =>
      Object.values(existingMedia)
        .flat()
        .filter((media) => media.file && (!media.mime || media.mime.startsWith('image/')))
        .map((media) => ({
          id: media.id,
          name: media.name,
          url: media.storedUrl ?? media.url,
          previewUrl: media.url,
          alternativeText: media.alt,
          file: media.file!,
        })),
    [existingMedia],
  );
  // The same objects from one render to the next, unless they change: the fields render only then.
  const laidOut = useMemo(() => sections ?? inSchemaOrder(fields), [sections, fields]);
  const context = useMemo(
    () => ({ formId, errors, relationOptions, images, imageLibrary, maxUploadBytes, uploading }),
    [formId, errors, relationOptions, images, imageLibrary, maxUploadBytes, uploading],
  );
  // Problems the server found (Strapi's own rules, a uniqueness) take focus as the browser's do.
  useFocusFirstInvalid(formRef, state);

  /** The first problem in the order the form shows them: its input, or its group's first control. */
  function focusFirst(problems: FieldErrors) {
    const form = formRef.current;
    if (!form) return;
    for (const element of form.querySelectorAll<HTMLElement>('[aria-invalid="true"], [name]')) {
      const name = element.getAttribute('name');
      if (element.getAttribute('aria-invalid') === 'true' || (name && problems[name])) {
        const target = element.matches('fieldset') ? element.querySelector<HTMLElement>('button, input, select, textarea') : element;
        if (target && !(target as HTMLInputElement).type?.startsWith('hidden')) {
          target.focus();
          return;
        }
      }
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Sent by hand: React resets a form after an action submitted through its action prop, and
    // that would throw away what the user typed whenever the save fails.
    event.preventDefault();
    if (pending || checking.current) return;
    const data = new FormData(event.currentTarget);
    // The button pressed says draft or publish; a form sent by hand does not carry it by itself.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name === 'intent') {
      data.set('intent', submitter.value);
      setIntent(submitter.value === 'draft' ? 'draft' : 'publish');
    }
    checking.current = true;
    const rules = await loadRules();
    checking.current = false;
    const problems = {
      ...chosenFilesProblems(data, maxUploadBytes, words),
      ...(rules?.validateDocument(fields, formDataValues(data), words) ?? {}),
    };
    if (Object.keys(problems).length) {
      // Rendered at once, so the inputs are marked before focus moves to the first.
      flushSync(() => setClientErrors(problems));
      focusFirst(problems);
      return;
    }
    setClientErrors(null);
    clearTimeout(keepTimer.current);
    // Busy from here: a second press waits for this save.
    checking.current = true;
    setPreparing(true);
    try {
      // The member's own save sends everything: a draft saving meanwhile lands first, and this one updates it.
      await settle();
      stamp(data);
      const key = keyNow.current;
      if (key && !kept) keep(key, formDataValues(data));
      if (key) markSent(key);
      // The chosen files go first, each with its progress in its field; the save then names them.
      const ready = await sendChosenFiles(data, locale, setUploading);
      startTransition(() => send(ready));
    } finally {
      checking.current = false;
      setPreparing(false);
    }
  }

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={() => void loadRules()}
      onInput={() => {
        keepSoon();
        soon();
      }}
      onChange={() => {
        keepSoon();
        soon();
      }}
      noValidate
      className="form document-form"
      encType="multipart/form-data"
    >
      <input type="hidden" name="submissionId" value={submissionId} />
      {/* Without JavaScript too: the version opened, and once a newer one was found, the next save replaces it. */}
      {version && <input type="hidden" name="_version" value={version} />}
      {conflict && <input type="hidden" name="_overwrite" value="1" />}
      {published && <input type="hidden" name="_live" value="1" />}
      {kept && (
        <div className="notice kept-form" role="region" aria-label={t('keptTitle')}>
          <p>
            {t('keptFound', {
              time: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(
                kept.savedAt,
              ),
            })}
          </p>
          <div className="form-actions">
            <button type="button" className="button secondary" onClick={restore}>
              {t('restore')}
            </button>
            <button type="button" className="button quiet" onClick={discard}>
              {t('discard')}
            </button>
          </div>
        </div>
      )}
      <FormContext.Provider value={context}>
        <FormSections
          key={generation}
          sections={laidOut}
          fields={fields}
          addressBase={addressBase}
          values={values}
          existingMedia={existingMedia}
        />
      </FormContext.Provider>
      <div role="status" aria-live="polite" className={`form-status ${message || newer ? 'error' : pending ? 'pending' : ''}`}>
        {message ??
          newer?.message ??
          (pending ? (draftAndPublish && intent === 'publish' ? t(published ? 'updating' : 'publishing') : t('saving')) : '')}
      </div>
      {conflict && (
        <p className="conflict-note">
          {t('newerVersion', { time: formatClock(conflict.at, locale) })}{' '}
          <a href={conflict.newer} target="_blank" rel="noopener">
            {t('openNewer')}
          </a>{' '}
          {t('replaceNewer')}
        </p>
      )}
      {draftAndPublish ? (
        <div className="form-actions">
          <button type="submit" name="intent" value="draft" className="button secondary" disabled={pending} aria-disabled={pending}>
            {pending && intent === 'draft' ? t('saving') : t('saveDraft')}
          </button>
          <button type="submit" name="intent" value="publish" disabled={pending} aria-disabled={pending}>
            {pending && intent === 'publish' ? t(published ? 'updating' : 'publishing') : t(published ? 'update' : 'publish')}
          </button>
          <p className="hint form-actions-note">{t(published ? 'liveNote' : 'draftNote')}</p>
          {draft && (
            <p className={`hint autosave-status${draft.kind === 'failed' ? ' failed' : ''}`}>
              {draft.kind === 'saving' ? (
                t('autosaving')
              ) : draft.kind === 'saved' ? (
                <time dateTime={new Date(draft.at).toISOString()}>{t('autosaved', { time: formatClock(draft.at, locale) })}</time>
              ) : (
                draft.message
              )}
            </p>
          )}
        </div>
      ) : (
        <button type="submit" disabled={pending} aria-disabled={pending}>
          {pending ? t('saving') : submitLabel}
        </button>
      )}
    </form>
  );
}
