import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { DownloadOutlined } from '@ant-design/icons';
import { toast } from 'react-toastify';
import { useDownloadFileMutation, type DownloadArgs } from '../lib/download';
import { errorMessage } from '../lib/errors';

type ExportButtonProps = DownloadArgs & {
  label?: string;
  /** the failure toast when the server gives no message of its own */
  failure: string;
};

/** Downloads a file of the API (e.g. the current list as CSV), with a toast either way. */
export function ExportButton({ label = 'Export CSV', failure, ...args }: ExportButtonProps) {
  const [download, { isLoading }] = useDownloadFileMutation();
  const run = async () => {
    try {
      const name = await download(args).unwrap();
      toast.success(`Downloaded ${name}`);
    } catch (err) {
      toast.error(errorMessage(err, failure));
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void run()}
      disabled={isLoading}
      startIcon={
        isLoading ? (
          <CircularProgress size={16} color="inherit" />
        ) : (
          <DownloadOutlined aria-hidden />
        )
      }
    >
      {label}
    </Button>
  );
}
