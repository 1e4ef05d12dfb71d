import { firstValue } from '@/server/shared/first-value.mjs';
import { APP_SEGMENTS } from '@/server/shared/routes.mjs';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The address the Language switcher offers in other locales: the page's path (without locale
 * prefix, as the rewrite left it) and, for the app's own pages, the query that makes the page what
 * it is: where sign-in leads next (`next`), the code of a reset or confirmation link (`code`).
 * Notices, errors and values typed stay behind; a content page's query (a search) does too.
 */
export function switcherRoute(path: string[] | undefined, searchParams: SearchParams): string {
  const segments = (path ?? []).filter(Boolean);
  const route = `/${segments.join('/')}`;
  if (!segments[0] || !APP_SEGMENTS.has(segments[0])) return route;
  const query = new URLSearchParams();
  for (const name of ['next', 'code']) {
    const value = firstValue(searchParams[name]);
    if (value) query.set(name, value);
  }
  return query.size ? `${route}?${query}` : route;
}
