import type { ReactElement } from 'react';

/** One entry of a row's "⋮" menu; `danger` ones (Delete) read in red. */
export type RowMenuItem = {
  key: string;
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
};

export type RowMenuListProps = {
  /** the button's id is `${id}-button`, the menu's `${id}-menu` */
  id: string;
  /** the button the menu opens from; null while closed */
  anchor: HTMLElement | null;
  items: readonly RowMenuItem[];
  onClose: () => void;
};
