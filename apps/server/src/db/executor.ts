import type { Db } from './client';

/** A Drizzle transaction, as handed to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Where a write runs: the caller's transaction, or the pool (its own statement) when there is no change to tie
 * it to. Side effects take one, so a job or an e-mail commits with the change that causes it, or not at all.
 */
export type Executor = Db | Tx;

/** Lets a repository function typed with `Db` run inside a transaction (a transaction lacks only `$client`). */
export const inTx = (tx: Executor) => tx as unknown as Db;
