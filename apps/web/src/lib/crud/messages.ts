import { capitalise } from '../options';
import type { CrudMessages } from './types';

/**
 * A resource's toasts: its spec §8 texts where the spec has them (the contract's MESSAGES),
 * the same plain wording as every other screen elsewhere.
 */
export function crudMessages(
  names: { singular: string; plural: string },
  spec: Partial<CrudMessages> = {},
): CrudMessages {
  const { singular, plural } = names;
  const noun = capitalise(singular);
  return {
    load: `Failed to load ${plural}`,
    create: `Failed to add ${singular}`,
    update: `Failed to update ${singular}`,
    remove: `Failed to delete ${singular}`,
    created: `${noun} added`,
    updated: `${noun} updated`,
    removed: `${noun} deleted`,
    ...spec,
  };
}
