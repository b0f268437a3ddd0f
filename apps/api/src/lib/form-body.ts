type Body = Record<string, unknown>;
type Kind = 'boolean' | 'array' | 'string' | 'other';
/** The part of a zod schema the normaliser reads (zod 4 keeps its definition on `_zod.def`). */
type SchemaNode = {
  _zod: { def: { type: string; innerType?: unknown; in?: unknown; values?: unknown[] } };
};
export type ObjectSchema = { shape: Record<string, unknown> };

const BRACKETED = /^(.+)\[(\d*)\]$/;
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);
const TRUE = new Set(['true', 'on', '1']);
const FALSE = new Set(['false', 'off', '0']);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/** What a field's schema finally expects, looking through optional/default/pipe wrappers. */
export function kindOf(schema: unknown): Kind {
  let node = schema as SchemaNode | undefined;
  for (let depth = 0; node?._zod && depth < 10; depth++) {
    const def = node._zod.def;
    if (WRAPPERS.has(def.type)) node = def.innerType as SchemaNode;
    else if (def.type === 'pipe') node = def.in as SchemaNode;
    else if (def.type === 'boolean' || def.type === 'array' || def.type === 'string')
      return def.type;
    // A box that must be ticked (consent: z.literal(true)) is a boolean too.
    else if (def.type === 'literal' && def.values?.every((v) => typeof v === 'boolean'))
      return 'boolean';
    else return 'other';
  }
  return 'other';
}

/**
 * `courses[0]`, `courses[1]` (indexed, spec §3 colleges) and repeated `tags[]` (bracketed,
 * spec §3 courses) become one list each, in index order then arrival order, empty values skipped.
 */
export function collectLists(body: Body): Body {
  const out: Body = {};
  const lists = new Map<string, { index: number; seq: number; value: unknown }[]>();
  let seq = 0;
  for (const [key, value] of Object.entries(body)) {
    const m = BRACKETED.exec(key);
    const name = m ? m[1]! : key;
    if (UNSAFE.has(name)) continue;
    if (!m) {
      out[name] = value;
      continue;
    }
    const entries = lists.get(name) ?? [];
    lists.set(name, entries);
    const index = m[2] === '' ? Number.MAX_SAFE_INTEGER : Number(m[2]);
    for (const v of [value].flat()) entries.push({ index, seq: seq++, value: v });
  }
  for (const [name, entries] of lists) {
    entries.sort((a, b) => a.index - b.index || a.seq - b.seq);
    out[name] = entries.map((e) => e.value).filter((v) => v !== '');
  }
  return out;
}

// What many form libraries send for a field left empty: `String(null)`, `String(undefined)`.
const BLANK_WORDS = new Set(['null', 'undefined']);
const blank = (v: unknown) => (typeof v === 'string' && BLANK_WORDS.has(v) ? '' : v);

function coerce(kind: Kind, raw: unknown): unknown {
  const value = Array.isArray(raw) ? raw.map(blank) : blank(raw);
  if (kind === 'array') {
    if (Array.isArray(value)) return value.filter((v) => v !== '');
    return value === '' ? [] : [value];
  }
  if (value === '' && kind !== 'string') return undefined;
  if (kind === 'boolean' && typeof value === 'string') {
    const v = value.toLowerCase();
    if (TRUE.has(v)) return true;
    if (FALSE.has(v)) return false;
  }
  return value;
}

/**
 * The fields a body schema names, to normalise a form's text by: an object's own, or for a
 * union of objects (one route, two kinds of caller) every option's, the first naming a field
 * deciding its kind.
 */
export function formShapeOf(schema: unknown): ObjectSchema | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  if ('shape' in schema) return schema as ObjectSchema;
  const options = (schema as { options?: unknown }).options;
  if (!Array.isArray(options)) return undefined;
  const shape: Record<string, unknown> = {};
  for (const o of options.map(formShapeOf))
    for (const [k, v] of Object.entries(o?.shape ?? {})) if (!(k in shape)) shape[k] = v;
  return { shape };
}

/**
 * A multipart body (all text) → what the route's JSON schema expects: lists from indexed or
 * bracketed names, "true"/"false" as booleans where a boolean is expected, and '' dropped from
 * fields that are not text (a blank number or choice means "not given"). Text stays text, but
 * the words "null" and "undefined" count as blank: they clear a field instead of being stored.
 */
export function normaliseFormBody(body: Body, schema?: ObjectSchema): Body {
  const out = collectLists(body);
  if (!schema) return out;
  for (const [key, field] of Object.entries(schema.shape)) {
    if (!(key in out)) continue;
    const value = coerce(kindOf(field), out[key]);
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out;
}
