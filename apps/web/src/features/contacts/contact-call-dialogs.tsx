import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PhoneOutlined } from '../../lib/icons/phone-outlined';
import type { Contact } from '@studydesk/contract';
import type { RowAction } from '../../components/columns';
import { LazyPopup } from '../../components/lazy-popup';
import { useDialog } from '../../lib/crud/use-dialog';
import { lazyPart } from '../../lib/lazy';
import { CONTACT_FOCUS_PARAM } from './contact-focus';
import type { CallActions } from './contact-details-dialog';
import { contactsApi } from './contacts-api';
import { ConvertDialog } from './convert-contact';

// Log attempt's form and its schema (zod with it) load when it first opens, not with the list
const AttemptDialog = lazyPart(() => import('./attempt-dialog'));

/** Log attempt and Convert to enquiry: their dialogs, and how rows and details open them. */
export function useCallDialogs() {
  const attempt = useDialog<Contact>();
  const convert = useDialog<Contact>();
  const { show } = attempt;
  const actions: CallActions = { logAttempt: show, convert: convert.show };
  /** The row's own action: Log attempt, while the request is not an enquiry yet. */
  const more = useCallback(
    (c: Contact): RowAction[] =>
      c.enquiryId
        ? []
        : [
            {
              key: 'attempt',
              label: `Log attempt for ${c.name}`,
              icon: <PhoneOutlined aria-hidden />,
              onClick: () => show(c),
            },
          ],
    [show],
  );
  const dialogs = (
    <>
      <LazyPopup open={attempt.open}>
        <AttemptDialog contact={attempt.open ? attempt.value : undefined} onClose={attempt.hide} />
      </LazyPopup>
      <ConvertDialog state={convert} />
    </>
  );
  return { actions, more, dialogs, attempt: attempt.show };
}

/** `?focus=<id>` (the bell's Due tab): that request's details open, and the address is tidied. */
export function useContactFocus(show: (c: Contact) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get(CONTACT_FOCUS_PARAM);
  const { data } = contactsApi.useGetQuery(id ?? '', { skip: !id });
  useEffect(() => {
    if (!id || data?._id !== id) return;
    show(data);
    setParams(
      (p) => {
        p.delete(CONTACT_FOCUS_PARAM);
        return p;
      },
      { replace: true },
    );
  }, [id, data, show, setParams]);
}
