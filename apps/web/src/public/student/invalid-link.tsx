import { STUDENT_PORTAL_MESSAGES as M } from '@studydesk/contract';
import { Icon } from '../kit/icons';

/** A wrong, expired or revoked link: one clear page, the same whichever it is. */
export function InvalidLink() {
  return (
    <div className="sd-stack sd-centred">
      <span className="sd-invalid-icon">
        <Icon name="error" />
      </span>
      <h1 className="sd-title">{M.invalidLink}</h1>
      <p className="sd-muted">{M.invalidLinkHelp}</p>
    </div>
  );
}
