import type { ZodError } from 'zod';

/** A form's refusal, field by field. */
export type FieldErrors = Partial<Record<string, string>>;

export function firstIssueByField(issues: ZodError['issues']): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (name) errors[name] ??= issue.message;
  }
  return errors;
}
