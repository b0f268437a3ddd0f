import { useCallback } from 'react';
import { DollarOutlined } from '../../lib/icons/dollar-outlined';
import type { College } from '@studydesk/contract';
import { LazyPopup } from '../../components/lazy-popup';
import { useDialog } from '../../lib/crud/use-dialog';
import { lazyPart } from '../../lib/lazy';
import { userCan } from '../../lib/permissions';

// the rule's form (the form library, its schema) loads when first opened
const CommissionRuleDialog = lazyPart(() => import('./commission-rule-dialog'));

/** "Commission" in a college's "⋮" menu (admins), and the dialog it opens. */
export function useCommissionMenu() {
  const { open, value, show, hide } = useDialog<College>();
  const admin = userCan('commission', 'write');
  const menu = useCallback(
    (college: College) => [
      {
        key: 'commission',
        label: 'Commission',
        icon: <DollarOutlined aria-hidden />,
        onClick: () => show(college),
      },
    ],
    [show],
  );
  return {
    menu: admin ? menu : undefined,
    dialog: (
      <LazyPopup open={open}>
        <CommissionRuleDialog open={open} college={value} onClose={hide} />
      </LazyPopup>
    ),
  };
}
