import { EditOutlined } from '../../lib/icons/edit-outlined';
import { StopOutlined } from '../../lib/icons/stop-outlined';
import { UndoOutlined } from '../../lib/icons/undo-outlined';
import type { Fee } from '@studydesk/contract';
import type { ListRow } from '../../components/row-list';
import { RowButton } from '../../components/row-list';
import { formatMoney } from '../invoices/invoice-money';

export type FeeActions = {
  edit: (f: Fee) => void;
  retire: (f: Fee) => void;
  restore: (f: Fee) => void;
};

/** A service as a row: its price and tax, Edit and Retire, or Restore once retired. */
export const feeRow = (f: Fee, act: FeeActions): ListRow => ({
  key: f._id,
  muted: !f.active,
  primary: f.active ? f.name : `${f.name} (retired)`,
  secondary: `${formatMoney(f.price)} · tax ${f.tax} %`,
  actions: f.active ? (
    <>
      <RowButton
        label={`Edit ${f.name}`}
        icon={<EditOutlined aria-hidden />}
        onClick={() => act.edit(f)}
      />
      <RowButton
        label={`Retire ${f.name}`}
        icon={<StopOutlined aria-hidden />}
        onClick={() => act.retire(f)}
      />
    </>
  ) : (
    <RowButton
      label={`Restore ${f.name}`}
      icon={<UndoOutlined aria-hidden />}
      onClick={() => act.restore(f)}
    />
  ),
});
