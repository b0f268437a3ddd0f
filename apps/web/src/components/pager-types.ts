export type PagerProps = {
  /** how many rows in all (-1: not known) */
  count: number;
  /** the page shown, from 1 */
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
};
