/** Plain strings with `{name}` placeholders: the browser gets no ICU runtime (plurals are resolved on the server). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** A missing key shows its own name, never nothing. */
export function translator(namespace: Record<string, unknown> | undefined, prefix: string): Translate {
  return (key, values) => {
    const template = namespace?.[key];
    return typeof template === 'string' ? interpolate(template, values) : `${prefix}.${key}`;
  };
}
