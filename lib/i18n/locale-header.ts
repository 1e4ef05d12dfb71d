export const LOCALE_HEADER = 'x-portico-locale';
