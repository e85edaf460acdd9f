/** The first message for each field of a schema's refusal, keyed by field ('form' for the whole). */
export function messagesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
  return found;
}
