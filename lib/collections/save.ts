import 'server-only';
import { endedSessionPath, readToken, strapiClient } from '@/lib/auth/session';
import { loginPath } from '@/server/shared/route-paths.mjs';
import { jwtClaims } from '@/server/sessions/jwt-claims.mjs';
import { sharedStore } from '@/server/process/shared-store.mjs';
import {
  create,
  errorStatus,
  findOne,
  isStrapiError,
  remove,
  removeFile,
  unpublish,
  update,
  upload,
  type StrapiClient,
  type StrapiQuery,
} from '@/lib/strapi';
import { hasDrafts, resolveCollection } from './data';
import { expireChange } from '@/lib/changes/expire';
import { entryPath } from '@/lib/content/entry-address';
import type { FormField, SavedDraft, SaveState } from './form-fields';
import { childPath, documentPayload, entryComponent, entryPaths, formDataValues, mapStrapiValidation, uploadedIds } from './form-values';
import { validateDocument } from './form-schema';
import { uploadRefusal } from './upload-refusal';
import { getRequestLocale, localeParam, localHref } from '@/lib/i18n/request-locale';
import { memberFormFields } from './form-props';
import type { Translate } from '@/lib/i18n/interpolate';
import { requestWords } from './request-words';

// Validated again on the server; Strapi (its permissions and the portico-guard plugin) has the last word.
export type SaveOutcome = { ok: true; redirectTo: string; saved?: SavedDraft } | { ok: false; state: SaveState; redirectTo?: string };

/**
 * The form's own fields, not the entry's: which entry a new form's draft became, the version it was opened at, and
 * whether to replace a newer one. An underscore first: no Strapi attribute can be named so.
 */
const BOOKKEEPING = ['submissionId', 'intent', '_documentId', '_version', '_overwrite', '_live'] as const;
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;

/**
 * The version Strapi holds now, when it is not the one the form was opened at (`version`: its updatedAt): saved from
 * another tab or device meanwhile. Read just before the write; two saves in the same instant can still both land.
 */
async function newerVersion(client: StrapiClient, pluralName: string, documentId: string, version: string, query: StrapiQuery) {
  try {
    const current = await findOne(client, pluralName, documentId, { ...query, fields: ['updatedAt'] });
    const at = current.data.updatedAt;
    return typeof at === 'string' && at !== version ? at : null;
  } catch (error) {
    // Gone or not theirs: the write says so in its own words.
    if (errorStatus(error) === 404 || errorStatus(error) === 403) return null;
    throw error;
  }
}

export function describeWriteError(error: unknown, verb: 'saved' | 'deleted' | 'unpublished', say: Translate): string {
  const status = errorStatus(error);
  if (status === 403) return say(`notYours_${verb}`);
  if (status === 404) return verb === 'unpublished' ? say('notPublished') : say(`gone_${verb}`);
  if (status === 413) return say('tooLarge');
  if (status === 429) return say('rateLimited');
  if (status === undefined || status >= 500 || (isStrapiError(error) && error.error.name === 'UnknownError')) return say('unavailable');
  return isStrapiError(error) ? say(`refused_${verb}`, { name: error.error.message }) : say('unavailable');
}

async function localLoginPath(path: string): Promise<string> {
  return localHref(loginPath({ next: await localHref(path) }));
}

/**
 * A double submit carries the same submission id: the second waits for the first's answer, here and (through the
 * shared store) on other instances. A failure drops its claim; when the store cannot say, the save is refused.
 */
const submissions = new Map<string, Promise<SaveOutcome>>();
const SUBMISSION_TTL_MS = 10 * 60_000;
const PENDING = 'pending';
/** A save with files takes a while. */
const WAIT_FOR_FIRST_MS = 60_000;
const WAIT_STEP_MS = 150;

async function claim(key: string): Promise<'claimed' | 'taken' | 'unshared'> {
  try {
    return (await sharedStore('submissions').setIfAbsent(key, PENDING, SUBMISSION_TTL_MS)) ? 'claimed' : 'taken';
  } catch {
    return 'unshared';
  }
}

/** Null when it failed (its claim is gone) or took too long. */
async function firstOutcome(key: string): Promise<SaveOutcome | null> {
  const until = Date.now() + WAIT_FOR_FIRST_MS;
  while (Date.now() < until) {
    const stored = await sharedStore('submissions')
      .get(key)
      .catch(() => null);
    if (stored === null) return null;
    if (stored !== PENDING) return JSON.parse(stored) as SaveOutcome;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  return null;
}

async function onceEverywhere(key: string, work: () => Promise<SaveOutcome>, unshared: () => SaveOutcome): Promise<SaveOutcome> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const claimed = await claim(key);
    if (claimed === 'unshared') return unshared();
    if (claimed === 'claimed') {
      const outcome = await work().catch(async (error: unknown) => {
        await sharedStore('submissions')
          .delete(key)
          .catch(() => undefined);
        throw error;
      });
      const store = sharedStore('submissions');
      await (outcome.ok ? store.set(key, JSON.stringify(outcome), SUBMISSION_TTL_MS) : store.delete(key)).catch(() => undefined);
      return outcome;
    }
    const first = await firstOutcome(key);
    if (first) return first;
    // The first one failed (or never finished): this submit is the one that counts now.
  }
  return work();
}

function once(userKey: string, submissionId: string, work: () => Promise<SaveOutcome>, unshared: () => SaveOutcome): Promise<SaveOutcome> {
  const key = `submission:${userKey}:${submissionId}`;
  const existing = submissions.get(key);
  if (existing) return existing;
  const outcome = onceEverywhere(key, work, unshared).finally(() => submissions.delete(key));
  submissions.set(key, outcome);
  return outcome;
}

/** Done in Strapi: whatever happens to the expiry now, the answer says the change was made. */
async function expireWritten(uid: string, documentId: string, entry?: Record<string, unknown>) {
  await expireChange(uid, documentId, entry).catch((error: unknown) => {
    console.warn(`[portico] a change's pages were not expired: ${error instanceof Error ? error.message : String(error)}`);
  });
}

/** So that none is left behind (best effort: logged). */
async function discardFiles(client: Awaited<ReturnType<typeof strapiClient>>, ids: number[]) {
  for (const id of ids) {
    try {
      await removeFile(client, id);
    } catch (error) {
      console.warn(
        `[portico] a file uploaded for a failed save was not deleted (file ${id}, Strapi answered ${errorStatus(error) ?? 'nothing'})`,
      );
    }
  }
}

function mediaPaths(fields: FormField[], values: ReturnType<typeof formDataValues>, prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = childPath(prefix, field.name);
    if (field.kind === 'media' || field.kind === 'medias') return [path];
    if (field.kind === 'component')
      return entryPaths(field, values, path).flatMap((entry) => mediaPaths(field.component!.fields, values, entry));
    if (field.kind === 'dynamiczone')
      return entryPaths(field, values, path).flatMap((entry) =>
        mediaPaths(entryComponent(field, values, entry)?.fields ?? [], values, entry),
      );
    return [];
  });
}

/**
 * `autosave`: the form saving a draft by itself after a pause in typing: no files, no page to go to, the entry and
 * version it now is in the answer. A new entry's form names the draft its first autosave made (`documentId`), so the
 * saves after it update that draft; Strapi lets a member update only their own entries.
 */
export async function saveDocument(
  pluralName: string,
  pageDocumentId: string | undefined,
  formData: FormData,
  { autosave = false }: { autosave?: boolean } = {},
): Promise<SaveOutcome> {
  const named = String(formData.get('_documentId') ?? '');
  const documentId = pageDocumentId ?? (DOCUMENT_ID.test(named) ? named : undefined);
  const path = pageDocumentId ? `/${pluralName}/${pageDocumentId}/edit` : `/${pluralName}/new`;
  const { rules, say } = await requestWords();
  // Only whether there is a session: asking /users/me first would turn a backend outage into a lost form.
  if (!(await readToken())) {
    return {
      ok: false,
      state: { values: {}, fieldErrors: {}, message: say('sessionEndedSignIn') },
      redirectTo: await localLoginPath(path),
    };
  }
  const { type, catalog } = await resolveCollection(pluralName);
  const fields = memberFormFields(type, catalog, (await getRequestLocale()).locale?.code ?? 'en');
  const values = formDataValues(formData);
  for (const name of BOOKKEEPING) delete values[name];
  const version = String(formData.get('_version') ?? '');
  const overwrite = formData.get('_overwrite') === '1';
  // Readers saw a version already: the notice says it was updated (a word only, whatever the form claims).
  const live = formData.get('_live') === '1';
  const files: Record<string, File[]> = {};
  // A draft saved along the way waits for the member's own save to send its files.
  for (const path of autosave ? [] : mediaPaths(fields, values)) {
    files[path] = formData
      .getAll(path)
      .filter((value): value is File => typeof value === 'object' && value !== null && 'size' in value && value.size > 0);
  }
  const keep = (state: Omit<SaveState, 'values'>): SaveOutcome => ({ ok: false, state: { values, ...state } });

  const fieldErrors = validateDocument(fields, values, rules);
  if (Object.keys(fieldErrors).length) return keep({ fieldErrors, message: rules.t('needsAttention') });

  // Strapi publishes unless told otherwise.
  const asDraft = hasDrafts(type) && (autosave || formData.get('intent') === 'draft');
  const submissionId = String(formData.get('submissionId') ?? '');
  const work = async (): Promise<SaveOutcome> => {
    const client = await strapiClient();
    // Files stored for this save: deleted again unless the save succeeds.
    const stored: number[] = [];
    let saved = false;
    try {
      const uploaded: Record<string, number[]> = {};
      const locale = await localeParam(type);
      // Sent by the browser as the save began: this save's files like those it uploads itself, deleted if it fails.
      for (const name of Object.keys(files)) {
        const early = uploadedIds(values, name);
        stored.push(...early);
        if (early.length) uploaded[name] = early;
      }
      // Before anything more is sent: a newer version saved elsewhere is told, not replaced (its files go again).
      if (documentId && version && !overwrite) {
        const at = await newerVersion(client, pluralName, documentId, version, {
          ...locale,
          ...(hasDrafts(type) ? { status: 'draft' } : {}),
        });
        if (at) {
          const newer = `${await localHref(`/${pluralName}/${documentId}`)}${hasDrafts(type) ? '?status=draft' : ''}`;
          return keep({ fieldErrors: {}, message: say('savedElsewhere'), conflict: { at, newer } });
        }
      }
      for (const [name, chosen] of Object.entries(files)) {
        for (const file of chosen) {
          try {
            const created = await upload(client, file);
            stored.push(created.id);
            (uploaded[name] ??= []).push(created.id);
          } catch (error) {
            const refusal = uploadRefusal(error, say);
            if (!refusal) throw error;
            return keep({ fieldErrors: { [name]: refusal }, message: say('fileNotUploaded') });
          }
        }
      }
      const data = documentPayload(fields, values, uploaded);
      const query = { ...locale, ...(asDraft ? { status: 'draft' as const } : {}) };
      const written = documentId
        ? await update(client, pluralName, documentId, data, query)
        : await create(client, pluralName, data, query);
      saved = true;
      if (autosave) {
        const editPath = await localHref(`/${pluralName}/${written.data.documentId}/edit`);
        const draft = { documentId: written.data.documentId, version: String(written.data.updatedAt), editPath, created: !documentId };
        return { ok: true, redirectTo: '', saved: draft };
      }
      const detail = await localHref(entryPath(type, written.data));
      // A draft changes no public page: nothing to expire.
      if (asDraft) return { ok: true, redirectTo: `${detail}?status=draft&notice=draft-saved` };
      await expireWritten(type.uid, written.data.documentId, written.data);
      const notice = hasDrafts(type) ? (live && documentId ? 'updated' : 'published') : documentId ? 'saved' : 'created';
      return { ok: true, redirectTo: `${detail}?notice=${notice}` };
    } catch (error) {
      if (errorStatus(error) === 401) {
        return {
          ok: false,
          state: { values, fieldErrors: {}, message: say('sessionEnded') },
          redirectTo: await endedSessionPath(await localLoginPath(path)),
        };
      }
      if (isStrapiError(error) && error.error.name === 'ValidationError') {
        const mapped = mapStrapiValidation(error.error.details, fields, rules);
        const message = mapped.other.length
          ? mapped.other.join(' ')
          : Object.keys(mapped.fieldErrors).length
            ? rules.t('needsAttention')
            : say('refused_saved', { name: error.error.message });
        return keep({ fieldErrors: mapped.fieldErrors, message });
      }
      return keep({ fieldErrors: {}, message: describeWriteError(error, 'saved', say) });
    } finally {
      if (!saved) await discardFiles(client, stored);
    }
  };
  // Per user: an id seen in someone else's form gets nobody else's answer.
  const claims = jwtClaims(await readToken());
  const userId = claims?.id ?? claims?.userId;
  const unshared = () => keep({ fieldErrors: {}, message: say('notShared') });
  return submissionId && userId !== undefined && !autosave ? once(String(userId), submissionId, work, unshared) : work();
}

type ActionOutcome = { ok: true; redirectTo: string } | { ok: false; message: string; redirectTo?: string };

type EntryChange = (client: StrapiClient, locale: Awaited<ReturnType<typeof localeParam>>) => Promise<unknown>;

async function changeEntry(
  pluralName: string,
  documentId: string,
  change: EntryChange,
  failure: (error: unknown, say: Translate) => string,
  done: { path: string; query: string },
): Promise<ActionOutcome> {
  const { say } = await requestWords();
  if (!(await readToken()))
    return { ok: false, message: say('signInFirst'), redirectTo: await localLoginPath(`/${pluralName}/${documentId}`) };
  const { type } = await resolveCollection(pluralName);
  try {
    await change(await strapiClient(), await localeParam(type));
  } catch (error) {
    return { ok: false, message: failure(error, say) };
  }
  await expireWritten(type.uid, documentId);
  return { ok: true, redirectTo: `${await localHref(done.path)}?${done.query}` };
}

/** Publishes the draft as it is: Strapi's update without `status=draft` publishes the document. */
export function publishDocument(pluralName: string, documentId: string): Promise<ActionOutcome> {
  return changeEntry(
    pluralName,
    documentId,
    async (client, locale) => {
      await update(client, pluralName, documentId, {}, locale);
    },
    (error, say) => describeWriteError(error, 'saved', say),
    { path: `/${pluralName}/${documentId}`, query: 'notice=published' },
  );
}

export function unpublishDocument(pluralName: string, documentId: string): Promise<ActionOutcome> {
  return changeEntry(
    pluralName,
    documentId,
    (client, locale) => unpublish(client, pluralName, documentId, locale),
    (error, say) => {
      // A Strapi without the portico-guard plugin's unpublish route answers 404 or 405 for it.
      const status = errorStatus(error);
      if (status === 405 || (status === 404 && isStrapiError(error) && error.error.message === 'Not Found')) return say('cannotUnpublish');
      return describeWriteError(error, 'unpublished', say);
    },
    { path: `/${pluralName}/${documentId}`, query: 'status=draft&notice=unpublished' },
  );
}

export function deleteDocument(pluralName: string, documentId: string): Promise<ActionOutcome> {
  return changeEntry(
    pluralName,
    documentId,
    (client, locale) => remove(client, pluralName, documentId, locale),
    (error, say) => describeWriteError(error, 'deleted', say),
    { path: `/${pluralName}`, query: 'notice=deleted' },
  );
}
