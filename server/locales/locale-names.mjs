// @ts-check
/**
 * A locale's name as a reader says it: Strapi names locales with their code ("Français (fr)"), which
 * is for editors; without a name, the language's own name for itself.
 * @param {string | undefined} name @param {string} code
 */
export function plainName(name, code) {
  const escaped = code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const plain = (name ?? '').replace(new RegExp(`\\s*\\(${escaped}\\)\\s*$`, 'i'), '').trim();
  if (plain) return plain;
  try {
    const own = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return own.charAt(0).toLocaleUpperCase(code) + own.slice(1);
  } catch {
    return code;
  }
}
