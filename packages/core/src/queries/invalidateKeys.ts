// Spec §4 reloads through query-core: a module of its own, so the pages that only reload keys do not bring the cart's
// reads and mutations with it.

/** What mutation factories need of a QueryClient to apply spec §4 reloads (query-core's QueryClient fits). */
export interface QueryInvalidator {
  invalidateQueries(filters: { queryKey: readonly unknown[] }): unknown;
  /** How many matching reads are on their way (query-core's QueryClient has it). */
  isFetching?(filters: { queryKey: readonly unknown[]; predicate: (query: { state: { data: unknown } }) => boolean }): number;
}

const hasNoAnswerYet = (query: { state: { data: unknown } }) => query.state.data === undefined;

/**
 * Spec §4: invalidates every query under the given key prefixes; settles when their refetches do.
 * A read on its way for a query with no answer yet was asked before the change. Query-core joins such a read rather
 * than asking again, and keeps its answer (from before the change) as fresh. So such a key is invalidated once more
 * when that read has landed: a basket first read as a customer signs in, and added to before that read answers,
 * shows the added item.
 */
export function invalidateKeys(client: QueryInvalidator, prefixes: ReadonlyArray<readonly unknown[]>): Promise<unknown[]> {
  return Promise.all(
    prefixes.map(async (queryKey) => {
      const askedBefore = client.isFetching?.({ queryKey, predicate: hasNoAnswerYet }) ?? 0;
      await client.invalidateQueries({ queryKey });
      if (askedBefore > 0) await client.invalidateQueries({ queryKey });
    }),
  );
}
