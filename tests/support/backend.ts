import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isStrapiError, type StrapiErrorBody } from '../../lib/strapi/errors';

/**
 * Helpers for tests that talk to the real backend: the Strapi, mailbox (maildev) and OpenID
 * provider that scripts/stack/index.mjs started for tests/jest/strapi-setup.mjs (integration) or
 * tests/e2e/support/global-setup.ts (Playwright).
 */
export const strapiUrl = () => {
  const url = process.env.STRAPI_TEST_URL;
  if (!url) throw new Error('STRAPI_TEST_URL is not set: run through jest --selectProjects integration, or playwright test');
  return url;
};

export async function strapiGet<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${strapiUrl()}/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A JWT signed with this run's secret, with these claims. */
function signedJwt(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  const signature = createHmac('sha256', process.env.STRAPI_TEST_JWT_SECRET as string)
    .update(unsigned)
    .digest('base64url');
  return `${unsigned}.${signature}`;
}

/** A JWT Strapi would accept but for its exp: expired a minute ago. */
export function expiredJwt(userId: number): string {
  const now = Math.floor(Date.now() / 1000);
  return signedJwt({ id: userId, iat: now - 3600, exp: now - 60 });
}

/** `token` (a session's access token) made to expire in `seconds`: Strapi accepts it until then. */
export function jwtExpiringIn(token: string, seconds: number): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  return signedJwt({ ...claims, exp: Math.floor(Date.now() / 1000) + seconds });
}

/** Creates an account straight through Strapi (faster than the form when a test is about something else). */
export async function registerAccount(account: { username: string; email: string; password: string }, visitor: string) {
  const response = await fetch(`${strapiUrl()}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { jwt: string; user: { id: number; documentId: string; username: string; email: string } };
}

export const mailboxUrl = () => process.env.MAILBOX_TEST_URL as string;

let counter = 0;
/** A fresh, unique account for one test. */
export function newAccount(prefix = 'user') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { username: id, email: `${id}@example.test`, password: 'Correct-horse-1' };
}

export interface MailMessage {
  /** The message's place in the mailbox, counting from 1 in arrival order. */
  id: number;
  /** The envelope's recipients, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** What maildev's REST API answers for each message (GET /email, in arrival order). */
interface MaildevMessage {
  subject?: string;
  text?: string;
  html?: string;
  envelope: { to: { address: string }[] };
}

async function mailbox(): Promise<MailMessage[]> {
  const response = await fetch(`${mailboxUrl()}/email`);
  if (!response.ok) throw new Error(`the mailbox answered ${response.status}`);
  const messages = (await response.json()) as MaildevMessage[];
  return messages.map((message, index) => ({
    id: index + 1,
    to: message.envelope.to.map((recipient) => recipient.address.toLowerCase()),
    subject: message.subject ?? '',
    text: message.text ?? '',
    html: message.html ?? '',
  }));
}

/** Waits for the newest message sent to `address` after message id `afterId` (whose subject matches `subject`). */
export async function waitForMail(
  address: string,
  { afterId = 0, timeoutMs = 15_000, subject }: { afterId?: number; timeoutMs?: number; subject?: RegExp } = {},
): Promise<MailMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await mailbox())
      .filter(
        (message) => message.id > afterId && message.to.includes(address.toLowerCase()) && (!subject || subject.test(message.subject)),
      )
      .pop();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email for ${address} within ${timeoutMs} ms`);
}

export async function lastMailId(): Promise<number> {
  return (await mailbox()).length;
}

/** Every message sent to `address` after message id `afterId`. */
export async function mailsTo(address: string, { afterId = 0 } = {}): Promise<MailMessage[]> {
  return (await mailbox()).filter((message) => message.id > afterId && message.to.includes(address.toLowerCase()));
}

export interface RecordedRequest {
  method: string;
  url: string;
  /** The client address Strapi saw: the visitor's X-Forwarded-For address when the request came through the app. */
  ip: string;
  authorization: string | null;
}

/** What Strapi itself received (cms request recorder), from line `from` on. */
export function recordedRequests(from = 0): RecordedRequest[] {
  const file = process.env.STRAPI_TEST_REQUESTS as string;
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  return lines.slice(from).map((line) => JSON.parse(line) as RecordedRequest);
}

export const recordedCount = () => recordedRequests().length;

export const bearerFingerprint = (token: string) => `Bearer sha256:${createHash('sha256').update(token).digest('hex')}`;

let adminSession: Promise<string> | undefined;

/**
 * Signs in to the admin panel API (for settings only an admin may change), once per test file.
 * Strapi limits admin sign-ins per address; each test file signs in as its own address (the
 * test Strapi trusts X-Forwarded-For, as one behind a proxy would), so the suites do not share
 * that budget.
 */
export function adminToken(): Promise<string> {
  adminSession ??= (async () => {
    const admin = JSON.parse(process.env.STRAPI_TEST_ADMIN as string) as { email: string; password: string };
    const address = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const response = await fetch(`${strapiUrl()}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify(admin),
    });
    const body = (await response.json()) as { data?: { token: string }; error?: { message: string } };
    if (!body.data) throw new Error(`admin sign-in refused: ${response.status} ${body.error?.message ?? ''}`);
    return body.data.token;
  })().catch((error: unknown) => {
    adminSession = undefined;
    throw error;
  });
  return adminSession;
}

/** Uploads a file as an admin does in the media library (the admin panel's own route); answers the stored file. */
export async function adminUpload(name: string, body: string, type: string): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.append('files', new Blob([body], { type }), name);
  const response = await fetch(`${strapiUrl()}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminToken()}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`admin upload answered ${response.status}: ${await response.text()}`);
  const [file] = (await response.json()) as { id: number; url: string }[];
  return file!;
}

/** How many files the media library holds, as the admin panel counts them. */
export async function mediaLibraryCount(): Promise<number> {
  const response = await fetch(`${strapiUrl()}/upload/files?pageSize=1`, { headers: { Authorization: `Bearer ${await adminToken()}` } });
  if (!response.ok) throw new Error(`the media library answered ${response.status}`);
  return ((await response.json()) as { pagination: { total: number } }).pagination.total;
}

/** Turns Strapi's "email confirmation" setting on or off, as an admin would in the admin panel. */
export async function setEmailConfirmation(enabled: boolean): Promise<void> {
  const token = await adminToken();
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const current = (await (await fetch(`${strapiUrl()}/users-permissions/advanced`, { headers })).json()) as {
    settings: Record<string, unknown>;
  };
  const response = await fetch(`${strapiUrl()}/users-permissions/advanced`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...current.settings, email_confirmation: enabled }),
  });
  if (!response.ok) throw new Error(`could not change email confirmation: ${response.status} ${await response.text()}`);
}

/** The Strapi error a call raised (spec §8); fails the test when the call succeeds or throws something else. */
export async function caught(promise: Promise<unknown>): Promise<StrapiErrorBody> {
  try {
    await promise;
  } catch (error) {
    if (isStrapiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
