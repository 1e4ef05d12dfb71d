import { firstValue } from '@/server/shared/first-value.mjs';
import { APP_SEGMENTS } from '@/server/shared/route-paths.mjs';

type SearchParams = Record<string, string | string[] | undefined>;

/** The same page in another locale keeps only the query that makes it what it is (`next`, `code`), never what was typed. */
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
