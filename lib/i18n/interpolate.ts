/**
 * `{name}` placeholders filled in, for the plain catalog strings client components are given
 * (the browser gets no ICU runtime: plurals and formats are resolved on the server).
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** A translator over one namespace of plain strings: a missing key shows its own name, never nothing. */
export function translator(namespace: Record<string, unknown> | undefined, prefix: string): Translate {
  return (key, values) => {
    const template = namespace?.[key];
    return typeof template === 'string' ? interpolate(template, values) : `${prefix}.${key}`;
  };
}
