// @ts-check
/**
 * The first value of a repeated query parameter or header (`?a=1&a=2`, Node's string[] headers):
 * one reading for the page server, the pages' searchParams and the list state.
 * @param {string | string[] | undefined | null} value
 * @returns {string | undefined}
 */
export function firstValue(value) {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}
