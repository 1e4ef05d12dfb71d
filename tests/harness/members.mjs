/**
 * Members as the checks and the soak drive them: registered at Strapi, signed in through the app's own sign-in,
 * posting the "New article" form as a browser without JavaScript does.
 */

export const HTML = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

export const unescapeHtml = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Whether an answer ends the session in the browser (deletes strapi_jwt). */
export const endsSession = (headers) =>
  headers.getSetCookie().some((cookie) => /^strapi_jwt=;/.test(cookie) || /^strapi_jwt=[^;]*;.*Max-Age=(0|-)/i.test(cookie));

/** The session cookie an answer sets (`strapi_jwt=…`), if any. */
export const sessionCookie = (response) =>
  response.headers
    .getSetCookie()
    .find((value) => value.startsWith('strapi_jwt='))
    ?.split(';')[0];

const SESSION_COOKIES = new Set(['strapi_jwt', 'strapi_refresh']);

/**
 * A browser's cookies of one session (strapi_jwt, and strapi_refresh in refresh mode): kept from every answer, so
 * that the session is renewed as a browser's is. `header()` is what to send.
 */
export function sessionJar() {
  const cookies = {};
  return {
    keep(response) {
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';');
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        if (!SESSION_COOKIES.has(name)) continue;
        if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) delete cookies[name];
        else cookies[name] = value;
      }
      return response;
    },
    header: () =>
      Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
  };
}

/** An account registered straight at Strapi; `index` varies the address, past Strapi's per-address limit. */
export async function registerMember(strapiUrl, id, index, password) {
  const registered = await fetch(`${strapiUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.203.${Math.floor(index / 250)}.${(index % 250) + 1}` },
    body: JSON.stringify({ username: id, email: `${id}@example.test`, password }),
  });
  if (!registered.ok) throw new Error(`could not register ${id}: ${registered.status} ${await registered.text()}`);
  const { user } = await registered.json();
  return { id: user.id, username: id, email: `${id}@example.test`, password };
}

/** The app's own sign-in at `url`, as the enhanced form posts it from `site` (WEB_URL). */
export function appSignIn(url, site, email, password, timeoutMs = 15_000) {
  return fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { Origin: site, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ identifier: email, password }),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** The hidden fields of the "New article" form (the server action's reference among them), as a browser posts them. */
export async function newArticleForm(siteUrl, cookie) {
  const response = await fetch(`${siteUrl}/articles/new`, { headers: { ...HTML, Cookie: cookie } });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`/articles/new answered ${response.status}`);
  const start = html.indexOf('<form noValidate');
  const form = html.slice(start, html.indexOf('</form>', start));
  const hidden = [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)].map(([, name, value]) => [
    name,
    unescapeHtml(value ?? ''),
  ]);
  if (!hidden.some(([name]) => name.startsWith('$ACTION_'))) throw new Error('no server action reference in the /articles/new form');
  return hidden;
}

/** The form's body for one save: its hidden fields (a fresh or given submission id), then the fields typed. */
export function articleBody(form, fields, submissionId) {
  const body = new FormData();
  for (const [name, value] of form) body.append(name, name === 'submissionId' ? submissionId : value);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}
