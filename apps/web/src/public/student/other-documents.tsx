import { useState } from 'react';
import { SelectField } from '../kit/select-field';
import { UploadButtons } from './upload-buttons';
import { UploadList } from './upload-list';
import type { Upload } from './use-uploads';

type Named = { id: string; name: string };
type Props = {
  types: Named[];
  uploads: readonly Upload[];
  onFiles: (type: string, files: File[]) => void;
  onRetry: (key: number) => void;
};

/** Anything the checklist does not ask for yet: the student names what it is, then sends it. */
export function OtherDocuments({ types, uploads, onFiles, onRetry }: Props) {
  const [name, setName] = useState('');
  const chosen = types.find((t) => t.name === name);
  return (
    <div className="sd-stack sd-stack--tight">
      <SelectField
        name="otherType"
        label="What is it?"
        value={name}
        options={types.map((t) => t.name)}
        onChange={setName}
        onBlur={() => undefined}
      />
      {chosen && (
        <UploadButtons typeName={chosen.name} onFiles={(files) => onFiles(chosen.id, files)} />
      )}
      <UploadList uploads={uploads} onRetry={onRetry} />
    </div>
  );
}
