/** Set by proxy.ts on every page request: the code of the locale the address is in. */
export const LOCALE_HEADER = 'x-portico-locale';
