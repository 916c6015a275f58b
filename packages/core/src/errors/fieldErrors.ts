/** A validation issue as zod reports it: where (a path of keys) and what. */
export interface PathIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Spec §8 422 body `errors`: the messages of each issue keyed by its dotted path (`fallback` for the whole value).
 * Built on a prototype-free object, so a hostile key such as `constructor` or `__proto__` is just a key.
 */
export function fieldErrorsOf(issues: readonly PathIssue[], fallback: string): Record<string, string[]> {
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : fallback;
    errors.set(key, [...(errors.get(key) ?? []), issue.message]);
  }
  return Object.fromEntries(errors);
}
