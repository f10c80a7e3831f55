/** Turns zod issues into `{ field: message }` and the first message. */
export function describeIssues(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return { message: error.issues[0]?.message ?? 'Invalid input', fields };
}
