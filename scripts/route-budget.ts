/** One route's first-load budget, as the check and the staff table name it. */
export type RouteBudget = {
  route: string;
  /** the document's entry (manifest key): the staff app's index.html or the public screens' */
  entry: 'index.html' | 'public.html';
  /** the lazy modules (manifest keys) this route renders on first load, besides the entry */
  modules: string[];
  /** compressed bytes, as served, that fail the check */
  budget: number;
  /** the first-load target, shown beside the budget */
  target: number;
  /** source modules or packages (as in chunk-modules.json) this route must not load */
  forbidden: RegExp[];
};

export const KB = 1024;
