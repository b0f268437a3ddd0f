import type { ChangeEvent } from 'react';
import { STUDENT_UPLOAD_ACCEPT } from '@studydesk/contract';

type Props = {
  /** what the files are ("Passport"), for the buttons' names */
  typeName: string;
  onFiles: (files: File[]) => void;
  /** "Upload" the first time, "Upload again" once something was sent */
  label?: string;
};

const picked = (onFiles: Props['onFiles']) => (e: ChangeEvent<HTMLInputElement>) => {
  const files = [...(e.target.files ?? [])];
  // the same file may be picked again (a retry after the page was reloaded)
  e.target.value = '';
  if (files.length > 0) onFiles(files);
};

/**
 * The file picker (photos and PDFs) and, on a phone, the camera: file inputs dressed as buttons,
 * so the phone's own pickers open. The camera's is shown on touch screens only (CSS).
 */
export function UploadButtons({ typeName, onFiles, label = 'Upload' }: Props) {
  return (
    <div className="sd-upload-buttons">
      <label className="sd-button sd-file-button">
        <input
          type="file"
          className="sd-file-input"
          accept={STUDENT_UPLOAD_ACCEPT}
          multiple
          aria-label={`${label} ${typeName}`}
          onChange={picked(onFiles)}
        />
        {label}
      </label>
      <label className="sd-button sd-button--outlined sd-file-button sd-camera">
        <input
          type="file"
          className="sd-file-input"
          accept="image/*"
          capture="environment"
          aria-label={`Take a photo of ${typeName}`}
          onChange={picked(onFiles)}
        />
        Take a photo
      </label>
    </div>
  );
}
