import type { ReactNode } from 'react';

/** One figure card: its title, figure (null: the role may not read it) and where it leads. */
export type CardSpec = {
  title: string;
  icon: ReactNode;
  value: number | null;
  to: string;
  counts: readonly [string, string];
  /** words shown after the figure ("3 active") */
  shown?: string;
  footer?: ReactNode;
};
