import { createRequire } from 'node:module';
import type SQLiteModule from 'better-sqlite3';

const require = createRequire(import.meta.url);

/**
 * The better-sqlite3 this Node can run, of the two the API depends on. 12 is a classic addon
 * (node::ObjectWrap): on Node 24.19 and later a Statement or Database collected while a process
 * or worker ends aborts it ("Assertion failed: (env) != nullptr", nodejs/node#65446). 13 is
 * built on Node-API 10, so one binary in its package runs on every Node from 22.14, but Node
 * 20 has Node-API 9 and crashes loading it. So each Node takes the one it can run, and one
 * install serves both: 13 under the alias `better-sqlite3-napi`, 12 as an optional dependency
 * (where it cannot be built, on a Node that does not need it, the install goes on).
 */
export const SQLITE_PACKAGE =
  Number(process.versions.napi) >= 10 ? 'better-sqlite3-napi' : 'better-sqlite3';

/** The module's file, for worker threads that load the driver themselves. */
export const SQLITE_DRIVER_PATH = require.resolve(SQLITE_PACKAGE);

/** The Database class: the same API in both versions (the types are 12's). */
const SQLite = require(SQLITE_PACKAGE) as typeof SQLiteModule;
export default SQLite;
