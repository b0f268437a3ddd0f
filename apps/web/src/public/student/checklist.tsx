import type { StudentChecklistItem, StudentChecklistState } from '@studydesk/contract';
import { Icon } from '../kit/icons';
import { UploadButtons } from './upload-buttons';
import { UploadList } from './upload-list';
import type { Upload } from './use-uploads';

const STATE_LABEL: Record<StudentChecklistState, string> = {
  missing: 'Missing',
  awaiting: 'Awaiting review',
  accepted: 'Accepted',
  rejected: 'Not accepted',
};

type Props = {
  item: StudentChecklistItem;
  uploads: readonly Upload[];
  onFiles: (type: string, files: File[]) => void;
  onRetry: (key: number) => void;
};

/** One document the student needs: its state, why it was not accepted, and its uploads. */
export function ChecklistLine({ item, uploads, onFiles, onRetry }: Props) {
  const { type, state, reason } = item;
  return (
    <li className={`sd-doc sd-doc--${state}`}>
      <div className="sd-doc-head">
        <span className="sd-doc-icon">
          <Icon
            name={state === 'accepted' ? 'checkCircle' : state === 'rejected' ? 'error' : 'file'}
          />
        </span>
        <div className="sd-doc-text">
          <h3 className="sd-doc-name">{type.name}</h3>
          <p className={`sd-doc-state sd-state--${state}`}>{STATE_LABEL[state]}</p>
        </div>
        {state !== 'accepted' && (
          <UploadButtons
            typeName={type.name}
            label={state === 'missing' ? 'Upload' : 'Upload again'}
            onFiles={(files) => onFiles(type.id, files)}
          />
        )}
      </div>
      {state === 'rejected' && (
        <div className="sd-doc-reason">
          <p>
            <strong>Why: </strong>
            {reason ?? 'Your counsellor did not say why.'}
          </p>
          <p>Please send it again.</p>
        </div>
      )}
      <UploadList uploads={uploads} onRetry={onRetry} />
    </li>
  );
}

/** The student's checklist, what is missing or not accepted first. */
export function Checklist({
  items,
  ...rest
}: Omit<Props, 'item' | 'uploads'> & {
  items: StudentChecklistItem[];
  uploads: readonly Upload[];
}) {
  const order: StudentChecklistState[] = ['rejected', 'missing', 'awaiting', 'accepted'];
  const sorted = [...items].sort((a, b) => order.indexOf(a.state) - order.indexOf(b.state));
  return (
    <ul className="sd-docs">
      {sorted.map((item) => (
        <ChecklistLine
          key={item.type.id}
          item={item}
          {...rest}
          uploads={rest.uploads.filter((u) => u.type === item.type.id)}
        />
      ))}
    </ul>
  );
}
