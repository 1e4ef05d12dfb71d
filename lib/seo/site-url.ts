/** An absolute address on the site: `path` (from the root, query allowed) under the site's base URL. Pure. */
export function absoluteUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
