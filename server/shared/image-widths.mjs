// @ts-check
/**
 * The widths next/image makes (next.config.js): the layout's own (160 px cards, content up to 960
 * px, on 1x-2x screens; 828 for a phone's 390-414 px at 2x). Every width is written into each image's
 * srcset, in the HTML and again in the RSC payload, so there are no more than the layout uses.
 */
export const DEVICE_WIDTHS = [640, 828, 960, 1280, 1920];
export const IMAGE_WIDTHS = [160, 320];

const ALL_WIDTHS = [...IMAGE_WIDTHS, ...DEVICE_WIDTHS].sort((a, b) => a - b);

/**
 * An optimized image's address for a visitor who asks to save data (`Save-Data: on`): the widest
 * allowed width at most half the one asked for (never under the smallest), so the image is about a
 * quarter of the bytes. Anything else is left as it is.
 * @param {string} url the request's path and query
 */
export function savingDataImageUrl(url) {
  const question = url.indexOf('?');
  if (question < 0 || url.slice(0, question) !== '/_next/image') return url;
  const query = new URLSearchParams(url.slice(question + 1));
  const asked = Number(query.get('w'));
  if (!ALL_WIDTHS.includes(asked)) return url;
  const smaller = ALL_WIDTHS.filter((width) => width <= asked / 2).at(-1) ?? ALL_WIDTHS[0];
  if (smaller === asked) return url;
  query.set('w', String(smaller));
  return `/_next/image?${query}`;
}
