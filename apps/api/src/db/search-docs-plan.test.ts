import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../test/harness';

/*
 * The trigger that keeps search_docs (migration 016) reads search_terms for the people a
 * statement touched. PL/pgSQL planned its statements once per connection and kept the plan: a
 * connection that first wrote terms while the tables were nearly empty hashed the whole of
 * search_terms and search_docs on every later write, a cost growing with each enquiry (the
 * public POST from an empty database fell from 944 to 295 req/s within 40 s); planned afresh but
 * joined as sets, a batch of people was still a hash join over both tables. The plan of a batch
 * written on such a connection, after the tables grew without ANALYZE, must go by index.
 */
describe.runIf(testDialect === 'postgres')('the search documents trigger on PostgreSQL', () => {
  let t: TestApp;
  let c: pg.Client;
  const plans: string[] = [];
  const terms = (from: number, to: number) =>
    c.query(`insert into search_terms (kind, term, "recordId")
      select 'enquiry', 'name' || i, 'rec-' || i from generate_series(${from}, ${to}) i`);

  beforeAll(async () => {
    t = await createTestApp();
    c = new pg.Client({ connectionString: t.config.databaseUrl });
    await c.connect();
    c.on('notice', (n) => plans.push(n.message ?? ''));
    // Without statistics, as a database grown by the public form is between autovacuum's rounds.
    for (const table of ['search_terms', 'search_docs'])
      await c.query(`alter table ${table} set (autovacuum_enabled = false)`);
    await terms(1, 3); // this connection's first write of terms: the tables nearly empty
    await terms(4, 5_000);
    await c.query(`load 'auto_explain'`);
    await c.query('set auto_explain.log_min_duration = 0');
    await c.query('set auto_explain.log_nested_statements = on');
    await c.query('set client_min_messages = log');
    // a batch of people, as the public form's writer inserts them: a hash join over the
    // whole of both tables was the cheaper guess for it while they had no statistics
    await terms(5_001, 5_060);
  });
  afterAll(async () => {
    await c.end();
    await t.close();
  });

  const planOf = (statement: RegExp) => {
    const found = plans.filter((p) => statement.test(p));
    expect(found).toHaveLength(1);
    return found[0]!;
  };

  it('reads the written people’s terms by index', () => {
    const plan = planOf(/insert into search_docs/);
    // by the record's own index: the primary key leads with the kind, and walks all of it
    expect(plan).toMatch(/Index (Only )?Scan using search_terms_record_kind on search_terms/);
    expect(plan).not.toMatch(/Seq Scan on search_terms/);
  });

  it('removes their old documents by index', () => {
    const plan = planOf(/delete from search_docs/);
    expect(plan).toMatch(/Index (Only )?Scan using search_docs_pkey on search_docs/);
    expect(plan).not.toMatch(/Seq Scan on search_docs/);
  });
});
