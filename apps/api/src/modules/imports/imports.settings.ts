import type { ImportResource, ImportUpdate } from '@studydesk/contract';
import { badRequest } from '../../lib/errors';
import { FIELDS, optionsOf } from './imports.fields';
import type { Settings } from './imports.store';
import { CellProblem, cellValue, type Lookups } from './imports.values';

/** `current` with `change` applied: a null removes an entry, the rest replace or add. */
function merged<T>(current: Record<string, T>, change: Record<string, T | null>) {
  const next = { ...current };
  for (const [k, v] of Object.entries(change))
    if (v === null) delete next[k];
    else next[k] = v;
  return next;
}

const refuse = (message: string, field: string) => badRequest(message, { [field]: message });

/** A field of the resource, or 400 naming it. */
function fieldOf(resource: ImportResource, key: string, field: string) {
  const def = FIELDS[resource].find((d) => d.key === key);
  if (!def) throw refuse(`"${key}" is not a field of ${resource}`, field);
  return def;
}

/** A default is a value the field takes: an option, a known owner, a day… else 400. */
function checkDefault(resource: ImportResource, key: string, value: string, lookups: Lookups) {
  const def = fieldOf(resource, key, 'defaults');
  const options = optionsOf(resource, key);
  if (options && def.kind !== 'list' && !options.includes(value))
    throw refuse(`${def.label} must be one of: ${options.join(', ')}`, 'defaults');
  try {
    cellValue(resource, def, value, lookups, undefined);
  } catch (e) {
    if (e instanceof CellProblem) throw refuse(e.message, 'defaults');
    throw e;
  }
}

/** A value map is for a fixed-list field, and maps each value to one of its options. */
function checkValues(resource: ImportResource, key: string, map: Record<string, string | null>) {
  const def = fieldOf(resource, key, 'values');
  const options = optionsOf(resource, key);
  if (!options || def.kind === 'list')
    throw refuse(`${def.label} has no fixed list of values to map to`, 'values');
  for (const to of Object.values(map))
    if (to !== null && !options.includes(to))
      throw refuse(`${def.label} must be one of: ${options.join(', ')}`, 'values');
}

/** The defaults and value maps after a PATCH, each checked (400 and nothing kept if not). */
export function applySettings(
  resource: ImportResource,
  current: Settings,
  change: Pick<ImportUpdate, 'defaults' | 'values'>,
  lookups: Lookups,
): Omit<Settings, 'map'> {
  const defaults = merged(current.defaults, change.defaults ?? {});
  for (const [key, value] of Object.entries(change.defaults ?? {}))
    if (value !== null) checkDefault(resource, key, value, lookups);
  const values = { ...current.values };
  for (const [key, map] of Object.entries(change.values ?? {})) {
    checkValues(resource, key, map);
    values[key] = merged(current.values[key] ?? {}, map);
  }
  return { defaults, values };
}
