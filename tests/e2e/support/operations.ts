import http from 'node:http';

/**
 * What the operations specs (operations.spec.ts, metrics.serial.spec.ts) reach the stack with: its
 * addresses, requests with exactly the headers given, Prometheus samples, a refused sign-in.
 */

export const appUrl = () => process.env.E2E_BASE_URL as string;
export const strapiUrl = () => process.env.STRAPI_TEST_URL as string;
export const metricsToken = () => process.env.E2E_METRICS_TOKEN as string;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with exactly these headers (Playwright's add the test's X-Forwarded-For), on a connection of its own. */
export function raw(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(url, { method, agent: false, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The sum of a metric's samples whose labels include `labels`. */
export function metric(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) sum += Number(match[3]);
  }
  return sum;
}

/** A sign-in with a wrong password, through the app (400). */
export const wrongSignIn = (identifier: string, headers: Record<string, string>) =>
  raw(`${appUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', Origin: appUrl(), ...headers },
    body: new URLSearchParams({ identifier, password: 'not-the-password-1' }).toString(),
  });
