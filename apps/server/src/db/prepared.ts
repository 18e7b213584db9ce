// Prepared statements for the hot reads: drizzle builds the SQL once, and PostgreSQL parses and
// plans a named statement once per connection instead of on every request (a plain drizzle query
// costs ~0.4 ms of server CPU to build and parse; measured with npm run bench).
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * `build` makes the query with `.prepare(name)` and `sql.placeholder(...)` parameters; the
 * answer gives the prepared query of an executor, made once per executor (the pool, or a
 * transaction). Names must be unique in the application.
 */
export function preparedFor<Query>(
  build: (executor: Executor) => Query,
): (executor: Executor) => Query {
  const cache = new WeakMap<Executor, Query>();
  return (executor) => {
    let query = cache.get(executor);
    if (!query) {
      query = build(executor);
      cache.set(executor, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * Runs a hand-written statement (`sql` template) as the named prepared statement `name`. The name
 * must always come with the same statement text (only the parameter values change): build one
 * name per shape of the query.
 */
export async function executeNamed(executor: Executor, name: string, query: SQL): Promise<unknown> {
  return executor._.session
    .prepareQuery(dialect.sqlToQuery(query), undefined, name, false)
    .execute();
}
