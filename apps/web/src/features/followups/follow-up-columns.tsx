import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { FollowUp } from '@studydesk/contract';
import { dateColumn } from '../../components/columns';
import { EnquiryLink } from '../enquiries/enquiry-link';

/** Text cut after two lines, whole in its tooltip. */
function TwoLineText({ text }: { text: string }) {
  return (
    <Typography
      variant="body2"
      title={text}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
      }}
    >
      {text}
    </Typography>
  );
}

export const FOLLOW_UP_COLUMNS: GridColDef<FollowUp>[] = [
  {
    field: 'enqNo',
    headerName: 'Enquiry',
    width: 110,
    sortable: false,
    renderCell: ({ row }) => (
      <EnquiryLink id={row.enquiry}>{row.enqNo ?? 'Open enquiry'}</EnquiryLink>
    ),
  },
  { field: 'enquiryName', headerName: 'Name', flex: 0.8, minWidth: 140, sortable: false },
  {
    field: 'followUpDetails',
    headerName: 'Details',
    flex: 1.6,
    minWidth: 110,
    sortable: false,
    display: 'flex',
    renderCell: ({ row }) => <TwoLineText text={row.followUpDetails} />,
  },
  { ...dateColumn<FollowUp>('nextContactDate', 'Due on'), width: 104 },
  { field: 'createdByName', headerName: 'Created by', flex: 0.7, minWidth: 130, sortable: false },
];
