import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DownloadProgress } from '../lib/download';

export type ExportFormat = { format: string; label: string; fallbackName: string };

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

type ExportMenuProps = {
  menuId: string;
  anchor: HTMLElement | null;
  formats: readonly ExportFormat[];
  onPick: (format: ExportFormat) => void;
  onClose: () => void;
  running?: { format: ExportFormat; progress: DownloadProgress };
};

/** The export's formats menu and its progress note (loaded by `ExportButton` on first use). */
export default function ExportMenu({
  menuId,
  anchor,
  formats,
  onPick,
  onClose,
  running,
}: ExportMenuProps) {
  return (
    <>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
        {formats.map((f) => (
          <MenuItem key={f.format} onClick={() => onPick(f)}>
            {f.label}
          </MenuItem>
        ))}
      </Menu>
      <ProgressNote progress={running?.progress} csv={running?.format.format === 'csv'} />
    </>
  );
}
