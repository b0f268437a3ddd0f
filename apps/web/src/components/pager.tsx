import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES } from '../lib/crud/list-params';
import type { PagerProps } from './pager-types';

/** MUI's pager under a list: pages counted from 1, the list's page sizes. */
export default function Pager({ count, page, limit, onPage, onLimit }: PagerProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page - 1}
      rowsPerPage={limit}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_e, next) => onPage(next + 1)}
      onRowsPerPageChange={(e) => onLimit(Number(e.target.value))}
      sx={{ borderTop: 1, borderColor: 'divider' }}
    />
  );
}
