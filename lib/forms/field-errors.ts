import type { ZodError } from 'zod';

/**
 * A form shows one message per field: the first rule that failed, so rules are declared in the
 * order a person should fix them (missing before too short before wrong format).
 */
export function firstIssueByField(issues: ZodError['issues']): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (name) errors[name] ??= issue.message;
  }
  return errors;
}
