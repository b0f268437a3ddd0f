import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import { DownloadOutlined } from '../lib/icons/download-outlined';
import { lazyPart } from '../lib/lazy';
import { toast } from '../lib/toast/toast';
import type { DownloadArgs, DownloadProgress } from '../lib/download';
import { errorMessage } from '../lib/errors';
import type { ExportFormat } from './export-menu';
import { LazyPopup } from './lazy-popup';

export type { ExportFormat } from './export-menu';

type ExportButtonProps = Omit<DownloadArgs, 'fallbackName'> & {
  formats: readonly ExportFormat[];
  /** the failure toast when the server gives no message of its own */
  failure: string;
};

// The formats menu and the progress note (MUI's menu and select families, the snackbar) load
// on first use; hovering or focusing the button fetches them ahead.
const ExportMenu = lazyPart(() => import('./export-menu'));

/** Export of the current list as one of `formats`, streamed with its progress shown. */
export function ExportButton({ formats, failure, path, params }: ExportButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [running, setRunning] = useState<{ format: ExportFormat; progress: DownloadProgress }>();
  const menuId = useId();
  const run = async (format: ExportFormat) => {
    setAnchor(null);
    setRunning({ format, progress: { bytes: 0, lines: 0 } });
    try {
      // the download code (and the contract schemas it reads) loads with the first export
      const { streamDownload } = await import('../lib/download');
      const name = await streamDownload(
        { path, params: { ...params, format: format.format }, fallbackName: format.fallbackName },
        (progress) => setRunning({ format, progress }),
      );
      toast.success(`Downloaded ${name}`);
    } catch (err) {
      toast.error(errorMessage(err, failure));
    } finally {
      setRunning(undefined);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        onMouseEnter={ExportMenu.preload}
        onFocus={ExportMenu.preload}
        disabled={Boolean(running)}
        startIcon={<DownloadOutlined aria-hidden />}
      >
        Export
      </Button>
      <LazyPopup open={Boolean(anchor) || Boolean(running)}>
        <ExportMenu
          menuId={menuId}
          anchor={anchor}
          formats={formats}
          onPick={(f) => void run(f)}
          onClose={() => setAnchor(null)}
          running={running}
        />
      </LazyPopup>
    </>
  );
}
