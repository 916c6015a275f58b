import type { PGlite, Transaction } from '@electric-sql/pglite';

/** Notes the statements sent through one PGlite client while `during` runs its work (statements are a budget). */
export interface StatementCounter {
  during<T>(work: () => Promise<T>): Promise<[result: T, statements: string[]]>;
}

/**
 * Wraps PGlite's query and exec, in and out of transactions. The count is exact on PGlite (every statement passes
 * through the client); statements that `ignore` matches (the outbox runner's, which a commit wakes) are left out.
 */
export function countStatements(client: PGlite, ignore = /^\s*(update|select)\b[^]*"outbox_events"/i): StatementCounter {
  let noted: string[] | null = null;
  const note = (query: string) => {
    if (noted && !ignore.test(query)) noted.push(query.replace(/\s+/g, ' ').slice(0, 120));
  };
  const wrap = <T extends Pick<PGlite, 'query' | 'exec'>>(target: T) => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = ((sql: string, ...rest: unknown[]) => (note(sql), (query as (...args: unknown[]) => unknown)(sql, ...rest))) as T['query'];
    target.exec = ((sql: string, ...rest: unknown[]) => (note(sql), (exec as (...args: unknown[]) => unknown)(sql, ...rest))) as T['exec'];
  };
  wrap(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (<R>(callback: (tx: Transaction) => Promise<R>) =>
    transaction((tx) => {
      note('begin');
      wrap(tx);
      return callback(tx);
    })) as PGlite['transaction'];
  return {
    async during(work) {
      noted = [];
      try {
        const result = await work();
        return [result, noted];
      } finally {
        noted = null;
      }
    },
  };
}
