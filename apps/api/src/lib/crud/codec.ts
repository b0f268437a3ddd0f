type Row = Record<string, unknown>;

/** Columns whose stored form differs from the API's: 0/1 for booleans, JSON text for lists. */
export type Columns = { booleans?: readonly string[]; lists?: readonly string[] };

/**
 * Booleans are integers and lists JSON text on both dialects (one schema, no dialect branches):
 * values are encoded on the way in and decoded on the way out, whatever the resource.
 */
export function createCodec({ booleans = [], lists = [] }: Columns) {
  const encodeValue = (column: string, v: unknown): unknown => {
    if (v === undefined || v === null) return v;
    if (booleans.includes(column)) return v ? 1 : 0;
    if (lists.includes(column)) return JSON.stringify(v);
    return v;
  };
  const parseList = (v: unknown): unknown[] => {
    if (typeof v !== 'string') return [];
    const parsed: unknown = JSON.parse(v);
    return Array.isArray(parsed) ? parsed : [];
  };
  return {
    encodeValue,
    encode(data: Row): Row {
      return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, encodeValue(k, v)]));
    },
    decode(row: Row): Row {
      const out = { ...row };
      for (const c of booleans)
        if (out[c] !== undefined && out[c] !== null) out[c] = !!Number(out[c]);
      for (const c of lists) if (c in out) out[c] = parseList(out[c]);
      return out;
    },
  };
}
