// @ts-check
/** @param {string | string[] | undefined | null} value a repeated header or query parameter @returns {string | undefined} */
export function firstValue(value) {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}
