import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * People search at a million rows. `search_terms` stays the record of each person's
 * terms (name words, the whole e-mail); beside it each person gets one document of those terms,
 * in an inverted index that intersects the typed words' matches itself: SQLite FTS5, PostgreSQL
 * a GIN index over a tsvector. "Tara Patel" at 1M rows crossed 20,000 "patel" terms with 50,000
 * starting "tara" through b-tree probes (0.6 s); the inverted index merges two sorted lists.
 * The e-mail is one token marked with a leading '@', so a name word's prefix never walks the
 * e-mails that start with it. Triggers on search_terms keep the documents, so every writer of
 * terms (insert, edit, merge) keeps them in its transaction. (Since migration 017 SQLite's
 * writers of terms write the document themselves after inserting terms; deletes still trigger.)
 */
type Db = Kysely<unknown>;
export const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;
const token = (t: string) => `case when instr(${t}, '@') > 0 then '@' || ${t} else ${t} end`;
const pgToken = (t: string) => `case when position('@' in ${t}) > 0 then '@' || ${t} else ${t} end`;

/** The longest name-word prefix indexed as a token of its own (longer ones: FTS5's prefix scan). */
export const PREFIX_MAX = 40;

/*
 * SQLite: the FTS5 table's rowid is a document number from search_docs (enquiries have no
 * integer key that VACUUM keeps). '@' '.' '-' '_' '+' '^' are word characters, so an e-mail
 * stays whole. Each name word is indexed with its prefixes of 2+ characters as tokens '^pre'
 * ("edge n-grams"): a typed word is then one exact token. FTS5's own prefix queries (and its
 * prefix indexes) walked the doclists of every matching term row by row: 9 ms for "tara*" at
 * 200,000 people, 13 ms at 1M for "tara* patel*", where the exact tokens take 0.2 ms.
 * `+kind` keeps SQLite off the (kind, term, recordId) key, where kind alone matches millions:
 * a person's terms come from the recordId index.
 */
const docOf = (kind: string, recordId: string, t = 't') =>
  `(select group_concat(tok, ' ') from (
      select ${token(`${t}.term`)} as tok from search_terms ${t}
        where +${t}.kind = ${kind} and ${t}."recordId" = ${recordId}
      union all
      select '^' || substr(${t}.term, 1, p.n) from search_terms ${t}
        join search_prefix_lengths p on p.n <= length(${t}.term)
        where +${t}.kind = ${kind} and ${t}."recordId" = ${recordId} and instr(${t}.term, '@') = 0))`;
const SQLITE_DOC_STATEMENTS = (kind: string, recordId: string) => [
  `delete from search_fts where rowid = (select doc from search_docs where kind = ${kind} and "recordId" = ${recordId})`,
  `insert or ignore into search_docs (kind, "recordId") values (${kind}, ${recordId})`,
  `insert into search_fts (rowid, words)
    select d.doc, w.words from search_docs d
    join (select ${docOf(kind, recordId)} as words) w on w.words is not null
    where d.kind = ${kind} and d."recordId" = ${recordId}`,
  `delete from search_docs where kind = ${kind} and "recordId" = ${recordId}
    and not exists (select 1 from search_terms t where +t.kind = ${kind} and t."recordId" = ${recordId})`,
];
const SQLITE_DOC = (kind: string, recordId: string) =>
  `${SQLITE_DOC_STATEMENTS(kind, recordId).join(';\n  ')};`;
const SQLITE_TRIGGERS = [
  `create trigger search_docs_insert after insert on search_terms begin ${SQLITE_DOC('new.kind', 'new."recordId"')} end`,
  `create trigger search_docs_delete after delete on search_terms begin ${SQLITE_DOC('old.kind', 'old."recordId"')} end`,
];

// PostgreSQL: one statement-level trigger rebuilds the documents of the people a statement touched.
/** Each term of the people `join` and `where` pick and their name words' prefix tokens, as
 * PostgreSQL lexemes. */
const pgTokens = (join: string, where = 'true') => `
      select s.kind, s."recordId", ${pgToken('s.term')} as tok from search_terms s ${join}
        where ${where}
      union all
      select s.kind, s."recordId", '^' || substr(s.term, 1, p.n) from search_terms s ${join}
        cross join generate_series(2, least(length(s.term), ${PREFIX_MAX})) as p(n)
        where ${where} and position('@' in s.term) = 0`;
const pgDocs = (join: string) => `
    insert into search_docs (kind, "recordId", words)
      select kind, "recordId", array_to_tsvector(array_agg(tok)) from (${pgTokens(join)}) x
      group by kind, "recordId"`;
/*
 * The statement's people, each looked up on their own: a lateral sub-query that aggregates (or
 * stops at `offset 0`) is run once per person with the person as its parameters, so each is an
 * index look-up whatever the planner guesses of the tables' sizes. Joined as sets, a database
 * without statistics (one grown by the public form between autovacuum's rounds) was planned as
 * a hash join over the whole of search_terms and search_docs for a batch of people, a cost that
 * grew with every enquiry.
 */
const pgRebuild = (rows: string) => {
  const people = `(select distinct kind, "recordId" from ${rows}) t`;
  const theirs = `s.kind = t.kind and s."recordId" = t."recordId"`;
  return [
    `delete from search_docs d where d.ctid = any (array(
      select x.ctid from ${people}
        cross join lateral (select s.ctid from search_docs s where ${theirs} offset 0) x))`,
    `insert into search_docs (kind, "recordId", words)
      select t.kind, t."recordId", w.words from ${people}
        cross join lateral (select array_to_tsvector(array_agg(tok)) as words
          from (${pgTokens('', theirs)}) x) w
      where w.words is not null`,
  ];
};
/*
 * Run through EXECUTE, so each is planned for the tables as they are at that moment. PL/pgSQL
 * plans a plain statement once per connection and keeps that plan: planned while the tables
 * were nearly empty, it hashed all of search_terms and search_docs on every later write, a cost
 * that grew with each enquiry until the next ANALYZE (docs/PERFORMANCE.md, "The public POST on
 * PostgreSQL from an empty database"). Planning them costs well under a millisecond per write
 * statement, not per row.
 */
const pgExecute = (statements: string[]) =>
  statements.map((text) => `execute $sql$${text}$sql$;`).join('\n    ');
export const PG_FUNCTION = `create or replace function search_docs_rebuild() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    ${pgExecute(pgRebuild('new_rows'))}
  else
    ${pgExecute(pgRebuild('old_rows'))}
  end if;
  return null;
end $$`;
const PG_TRIGGERS = [
  PG_FUNCTION,
  `create trigger search_docs_insert after insert on search_terms referencing new table as new_rows
   for each statement execute function search_docs_rebuild()`,
  `create trigger search_docs_delete after delete on search_terms referencing old table as old_rows
   for each statement execute function search_docs_rebuild()`,
];

/** Every document built again from search_terms (backfill, and after a bulk load of terms). */
export async function rebuildSearchDocs(db: Db): Promise<void> {
  if (isPg(db)) {
    await sql`truncate search_docs`.execute(db);
    await sql.raw(pgDocs('')).execute(db);
    return;
  }
  await sql`delete from search_fts`.execute(db);
  await sql`delete from search_docs`.execute(db);
  await sql`insert into search_docs (kind, "recordId") select distinct kind, "recordId" from search_terms`.execute(
    db,
  );
  await sql
    .raw(
      `insert into search_fts (rowid, words)
       select d.doc, ${docOf('d.kind', 'd."recordId"')} from search_docs d`,
    )
    .execute(db);
  // One b-tree per term instead of the many segments a bulk insert leaves (later writes are
  // merged in as they come, FTS5's automerge).
  await sql`insert into search_fts (search_fts) values ('optimize')`.execute(db);
}

export async function createSearchTriggers(db: Db): Promise<void> {
  for (const ddl of isPg(db) ? PG_TRIGGERS : SQLITE_TRIGGERS) await sql.raw(ddl).execute(db);
}

export async function dropSearchTriggers(db: Db): Promise<void> {
  const pg = isPg(db);
  for (const t of ['insert', 'delete'])
    await sql
      .raw(`drop trigger if exists search_docs_${t}${pg ? ' on search_terms' : ''}`)
      .execute(db);
  if (pg) await sql`drop function search_docs_rebuild()`.execute(db);
}

export async function up(db: Db): Promise<void> {
  if (isPg(db)) {
    await sql`create table search_docs (kind varchar(10) not null, "recordId" varchar(64) not null,
      words tsvector not null, primary key (kind, "recordId"))`.execute(db);
    await sql`create index search_docs_words on search_docs using gin (words)`.execute(db);
  } else {
    await sql`create table search_docs (doc integer primary key, kind varchar(10) not null,
      "recordId" varchar(64) not null, unique (kind, "recordId"))`.execute(db);
    await sql`create virtual table search_fts using fts5(words, content='', contentless_delete=1,
      tokenize="unicode61 remove_diacritics 0 tokenchars '@.-_+^'")`.execute(db);
    await sql`create table search_prefix_lengths (n integer primary key)`.execute(db);
    await sql
      .raw(
        `insert into search_prefix_lengths (n) values ${Array.from({ length: PREFIX_MAX - 1 }, (_, i) => `(${i + 2})`).join(', ')}`,
      )
      .execute(db);
  }
  await rebuildSearchDocs(db);
  await createSearchTriggers(db);
}

export async function down(db: Db): Promise<void> {
  await dropSearchTriggers(db);
  for (const t of isPg(db)
    ? ['search_docs']
    : ['search_fts', 'search_docs', 'search_prefix_lengths'])
    await sql.raw(`drop table ${t}`).execute(db);
}
