/**
 * Walks a real provider sign-in without a browser: Strapi's /api/connect/{provider}, then the
 * oidc-provider sign-in and consent forms, until Strapi redirects to the web app. Cookies are
 * kept per host name, not per port, as browsers do (which is why the app's callback can forward
 * Strapi's koa.sess cookies when both run on one host).
 */
function parseAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z_:-]+)\s*=\s*"([^"]*)"/g)) attributes[match[1]!.toLowerCase()] = match[2]!;
  return attributes;
}

function firstForm(html: string): { action: string; fields: Record<string, string> } | null {
  const form = /<form([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return null;
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input([^>]*)>/gi)) {
    const attributes = parseAttributes(input[1]!);
    if (attributes.name) fields[attributes.name] = attributes.value ?? '';
  }
  return { action: parseAttributes(form[1]!).action ?? '', fields };
}

export async function walkProviderSignIn(options: { start: string; login: string; stopWhen: (url: URL) => boolean }) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = new URL(options.start);
  let method = 'GET';
  let body: string | undefined;
  for (let step = 0; step < 25; step += 1) {
    const response = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(setCookie)) jar.delete(name);
      else jar.set(name, value);
    }
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url);
      method = 'GET';
      body = undefined;
      if (options.stopWhen(url)) return { redirectedTo: url, cookie: cookieHeader(), cookies: new Map(jar) };
      continue;
    }
    const form = firstForm(await response.text());
    if (!form) throw new Error(`provider flow stuck at ${url} (HTTP ${response.status})`);
    const fields = { ...form.fields };
    if ('login' in fields) fields.login = options.login;
    if ('password' in fields) fields.password = 'any-password';
    url = new URL(form.action, url);
    method = 'POST';
    body = new URLSearchParams(fields).toString();
  }
  throw new Error('provider flow did not finish in 25 steps');
}
