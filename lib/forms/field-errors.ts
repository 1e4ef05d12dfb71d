import type { ZodError } from 'zod';

export function firstIssueByField(issues: ZodError['issues']): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (name) errors[name] ??= issue.message;
  }
  return errors;
}
