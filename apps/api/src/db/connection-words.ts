// What the banner and the start-up errors say of a database, apart from the connection check so
// that opening a database can use them without importing the check back.

/** host:port/database of a PostgreSQL URL (never its password). */
export function postgresWhere(url: string): string {
  const u = new URL(url);
  return `${u.hostname || 'localhost'}:${u.port || '5432'}/${decodeURIComponent(u.pathname.slice(1)) || u.username}`;
}

/** Why a connection failed, in words: Node's AggregateError (IPv4 and IPv6 refused) has none. */
export function reasonOf(err: unknown): string {
  const e = err as { message?: string; code?: string; errors?: unknown[] };
  if (
    e.message &&
    !/^(timeout expired|Connection terminated due to connection timeout)$/.test(e.message)
  )
    return e.message;
  if (e.message) return 'no answer within the connect timeout (DATABASE_CONNECT_TIMEOUT_SECONDS)';
  return e.code ?? (e.errors?.[0] ? reasonOf(e.errors[0]) : String(err));
}
