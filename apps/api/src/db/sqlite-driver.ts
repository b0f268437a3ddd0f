import {
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type SqliteDatabase,
} from 'kysely';
import type { ReaderPool } from './sqlite-readers';

/** Whether a statement only reads and returns rows (SQLite's own judgement of it). */
export type IsRead = (sql: string) => boolean;

/**
 * One query's connection. Inside a transaction (or a stream) it holds SQLite's one writing
 * connection, as Kysely's own driver does for every query. Outside one, a statement that only
 * reads goes to a reader and waits for no one; anything else takes the writer for itself alone.
 */
class RoutedConnection implements DatabaseConnection {
  writer: DatabaseConnection | null = null;
  constructor(
    private readonly inner: SqliteDriver,
    private readonly readers: ReaderPool,
    private readonly isRead: IsRead,
  ) {}

  async hold(): Promise<DatabaseConnection> {
    this.writer ??= await this.inner.acquireConnection();
    return this.writer;
  }

  async release() {
    const w = this.writer;
    this.writer = null;
    if (w) await this.inner.releaseConnection();
  }

  async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    if (this.writer) return this.writer.executeQuery<R>(q);
    const read = this.isRead(q.sql) ? this.readers.all(q.sql, q.parameters) : null;
    if (read) return { rows: (await read) as R[] };
    try {
      return await (await this.hold()).executeQuery<R>(q);
    } finally {
      await this.release();
    }
  }

  async *streamQuery<R>(q: CompiledQuery, chunkSize?: number) {
    const held = this.writer !== null;
    try {
      yield* (await this.hold()).streamQuery<R>(q, chunkSize);
    } finally {
      if (!held) await this.release();
    }
  }
}

/** Kysely's SQLite driver, with reads outside transactions sent to a pool of readers. */
class PooledSqliteDriver implements Driver {
  private readonly inner: SqliteDriver;
  constructor(
    database: SqliteDatabase,
    private readonly readers: ReaderPool,
    private readonly isRead: IsRead,
  ) {
    this.inner = new SqliteDriver({ database });
  }
  init = () => this.inner.init();
  acquireConnection = () =>
    Promise.resolve(new RoutedConnection(this.inner, this.readers, this.isRead));
  beginTransaction = async (c: DatabaseConnection) =>
    this.inner.beginTransaction(await (c as RoutedConnection).hold());
  commitTransaction = (c: DatabaseConnection) =>
    this.inner.commitTransaction((c as RoutedConnection).writer!);
  rollbackTransaction = (c: DatabaseConnection) =>
    this.inner.rollbackTransaction((c as RoutedConnection).writer!);
  savepoint = (c: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) =>
    this.inner.savepoint((c as RoutedConnection).writer!, name, compile);
  rollbackToSavepoint = (
    c: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) => this.inner.rollbackToSavepoint((c as RoutedConnection).writer!, name, compile);
  releaseSavepoint = (
    c: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) => this.inner.releaseSavepoint((c as RoutedConnection).writer!, name, compile);
  releaseConnection = (c: DatabaseConnection) => (c as RoutedConnection).release();
  destroy = async () => {
    await this.readers.stop();
    await this.inner.destroy();
  };
}

/** The SQLite dialect with a pool of readers beside the one writing connection. */
export function pooledSqliteDialect(
  database: SqliteDatabase,
  readers: ReaderPool,
  isRead: IsRead,
): Dialect {
  return {
    createDriver: () => new PooledSqliteDriver(database, readers, isRead),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createAdapter: () => new SqliteAdapter(),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
  };
}
