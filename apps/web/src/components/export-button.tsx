import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DownloadOutlined } from '../lib/icons/download-outlined';
import { toast } from '../lib/toast/toast';
import type { DownloadArgs, DownloadProgress } from '../lib/download';
import { errorMessage } from '../lib/errors';

export type ExportFormat = { format: string; label: string; fallbackName: string };

type ExportButtonProps = Omit<DownloadArgs, 'fallbackName'> & {
  formats: readonly ExportFormat[];
  /** the failure toast when the server gives no message of its own */
  failure: string;
};

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** "12,000 of 100,000 rows · 1.2 MB" for a CSV (a line a row, less the header), else the size. */
function progressText({ bytes, lines, total }: DownloadProgress, csv: boolean): string {
  if (!csv || total === undefined) return `${size(bytes)} received`;
  const rows = Math.min(total, Math.max(0, lines - 1));
  return `${rows.toLocaleString()} of ${total.toLocaleString()} rows · ${size(bytes)}`;
}

function ProgressNote({ progress, csv }: { progress?: DownloadProgress; csv: boolean }) {
  const total = progress?.total;
  const value =
    csv && progress && total
      ? Math.min(100, (100 * Math.max(0, progress.lines - 1)) / total)
      : undefined;
  return (
    <Snackbar open={Boolean(progress)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <Stack
        role="status"
        spacing={1}
        sx={{ bgcolor: 'background.paper', p: 2, borderRadius: 2, boxShadow: 3, minWidth: 280 }}
      >
        <Typography>Exporting…</Typography>
        <LinearProgress
          variant={value === undefined ? 'indeterminate' : 'determinate'}
          value={value}
          aria-label="Export progress"
        />
        <Typography variant="body2" color="text.secondary">
          {progress ? progressText(progress, csv) : ''}
        </Typography>
      </Stack>
    </Snackbar>
  );
}

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
        disabled={Boolean(running)}
        startIcon={<DownloadOutlined aria-hidden />}
      >
        Export
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {formats.map((f) => (
          <MenuItem key={f.format} onClick={() => void run(f)}>
            {f.label}
          </MenuItem>
        ))}
      </Menu>
      <ProgressNote progress={running?.progress} csv={running?.format.format === 'csv'} />
    </>
  );
}
