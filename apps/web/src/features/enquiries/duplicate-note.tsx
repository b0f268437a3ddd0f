import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { Notice } from '../../components/notice';
import { enquiriesApi } from './enquiries-api';

/** A second enquiry from the same email or mobile within 24 h is linked, not lost. */
export function DuplicateNote({ of }: { of: string }) {
  const { data } = enquiriesApi.useGetQuery(of);
  return (
    <Notice severity="warning">
      Possible duplicate of{' '}
      <Link component={RouterLink} to={`/enquiries/${of}`}>
        {data?.enqNo ?? 'an earlier enquiry'}
      </Link>{' '}
      (same email or mobile within 24 hours).
    </Notice>
  );
}
