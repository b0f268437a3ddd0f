/** The row and list shapes every CRUD helper names, apart from the endpoints so that the
 * list cache can use them without importing the endpoints back. */
export type CrudRow = { _id: string };
export type SortOrder = 'asc' | 'desc';
/** What a list asks the server for (ARCHITECTURE §4); filters are the resource's own. */
export type ListArgs = {
  page: number;
  limit: number;
  sort?: string;
  order?: SortOrder;
  q?: string;
  filters?: Readonly<Record<string, string>>;
};
