import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { PictureOutlined } from '../lib/icons/picture-outlined';
import type { TableRow } from './table-types';
import { ToneChip, type Tone } from './tone-chip';

/** The height of a row with a thumbnail (the grid's default 52 is too tight for it). */
export const THUMBNAIL_ROW_HEIGHT = 60;

/**
 * The record's thumbnail (`thumbnail`, else `image`: URL paths under /uploads). Decorative:
 * the record's name is in the next cell.
 */
export function thumbnailColumn<T extends TableRow>(headerName = 'Image'): GridColDef<T> {
  return {
    field: 'thumbnail',
    headerName,
    width: 72,
    sortable: false,
    renderCell: ({ row }) => {
      const src = (row.thumbnail ?? row.image) as string | null | undefined;
      const box = { width: 48, height: 36, borderRadius: 1, display: 'block', mt: 0.5 };
      return src ? (
        <Box component="img" src={src} alt="" loading="lazy" sx={{ ...box, objectFit: 'cover' }} />
      ) : (
        <Box sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
          <PictureOutlined aria-hidden style={{ opacity: 0.4 }} />
        </Box>
      );
    },
  };
}

/** A yes/no field as "Yes" / "No". */
export function yesNoColumn<T extends TableRow>(field: string, headerName: string): GridColDef<T> {
  return {
    field,
    headerName,
    width: 96,
    renderCell: ({ value }) =>
      value ? <ToneChip label="Yes" tone="success" /> : <ToneChip label="No" tone="secondary" />,
  };
}

/** One of a fixed set as a tinted chip (a college's status, a course's mode). */
export function choiceColumn<T extends TableRow>(
  field: string,
  headerName: string,
  tones: Readonly<Record<string, Tone>>,
  label: (value: string) => string = (v) => v,
): GridColDef<T> {
  return {
    field,
    headerName,
    width: 130,
    renderCell: ({ value }) =>
      typeof value === 'string' && value ? (
        <ToneChip label={label(value)} tone={tones[value] ?? 'secondary'} />
      ) : null,
  };
}

/** A list of texts, comma separated (a college's categories, a course's tags). */
export function listColumn<T extends TableRow>(
  field: string,
  headerName: string,
  width = 180,
): GridColDef<T> {
  return {
    field,
    headerName,
    width,
    sortable: false,
    valueFormatter: (value: unknown) => (Array.isArray(value) ? value.join(', ') : ''),
  };
}
