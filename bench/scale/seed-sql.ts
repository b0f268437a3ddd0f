/** Dialect-specific SQL pieces of the scale seeder. */
export function dialect(pg: boolean) {
  // Zero-padded to at least w digits (PostgreSQL's lpad alone cuts a longer value to w).
  const pad = (e: string, w: number) =>
    pg
      ? `lpad((${e})::text, greatest(${w}, length((${e})::text)), '0')`
      : `printf('%0${w}d', ${e})`;
  const iso = (epoch: string) =>
    pg
      ? `to_char(to_timestamp(${epoch}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : `strftime('%Y-%m-%dT%H:%M:%fZ', ${epoch}, 'unixepoch')`;
  const reverse = (e: string, w: number) =>
    pg
      ? `reverse(${e})`
      : Array.from({ length: w }, (_, i) => `substr(${e}, ${w - i}, 1)`).join(' || ');
  const series = (rows: number) =>
    pg
      ? `(select n::bigint as n from generate_series(0, ${rows - 1}) as n) s`
      : `(with recursive c(n) as (select 0 union all select n + 1 from c where n < ${rows - 1}) select n from c) s`;
  const pick = (list: readonly string[], index: string) =>
    `(case ${index} ${list.map((v, i) => `when ${i} then '${v}'`).join(' ')} end)`;
  const least = (a: string, b: string) => `${pg ? 'least' : 'min'}(${a}, ${b})`;
  return { pad, iso, reverse, series, pick, least };
}
export type Dialect = ReturnType<typeof dialect>;
