import type { ReactNode, Ref } from 'react';
import { Icon } from './icons';

type Props = {
  severity: 'error' | 'success';
  children: ReactNode;
  /** `alert` interrupts; a `status` waits its turn */
  role?: 'alert' | 'status';
  tabIndex?: number;
  ref?: Ref<HTMLDivElement>;
};

/** MUI's standard Alert: an icon and the message on a light shade of the severity's colour. */
export function Alert({ severity, children, role = 'alert', ...rest }: Props) {
  return (
    <div {...rest} role={role} className={`sd-alert sd-alert--${severity}`}>
      <span className="sd-alert-icon">
        <Icon name={severity} />
      </span>
      <div className="sd-alert-message">{children}</div>
    </div>
  );
}
