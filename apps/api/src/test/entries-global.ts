import { removeEndedEntries } from './entry-bundle';

/** After the run: the bundle folders its workers built (a worker ended by the runner leaves its own). */
export default () => removeEndedEntries;
