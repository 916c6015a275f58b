/**
 * The deepest a request body may nest arrays and objects. No request of the contract comes near it, and below it every
 * walk over a body (the NUL check, zod, the acting-for look-up) stays far from the stack's limit.
 */
export const MAX_NESTING_DEPTH = 64;

/** Why a request body is refused (400) before any rule sees it: it nests past MAX_NESTING_DEPTH. */
export const nestingMessage = `The request body nests too deeply (at most ${MAX_NESTING_DEPTH} levels).`;

/**
 * How many arrays and objects a value nests: a scalar 0, `[]` and `{}` 1, `[[1]]` and `{"a":{}}` 2. Measured without
 * recursion, so no depth can exhaust the stack; the walk stops as soon as it passes `stopPast` (answering a depth
 * greater than it), as a request only needs to know that it nests too deeply, not how deeply.
 */
export function nestingDepth(value: unknown, stopPast = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const pending: Array<{ node: object; depth: number }> = typeof value === 'object' && value !== null ? [{ node: value, depth: 1 }] : [];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.depth > deepest) deepest = next.depth;
    if (deepest > stopPast) return deepest;
    for (const child of Object.values(next.node)) {
      if (typeof child === 'object' && child !== null) pending.push({ node: child as object, depth: next.depth + 1 });
    }
  }
  return deepest;
}

/** Whether a request body nests past MAX_NESTING_DEPTH (and is refused with nestingMessage). */
export const nestsTooDeeply = (value: unknown): boolean => nestingDepth(value, MAX_NESTING_DEPTH) > MAX_NESTING_DEPTH;
