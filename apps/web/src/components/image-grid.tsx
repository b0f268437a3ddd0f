import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DeleteOutlined } from '../lib/icons/delete-outlined';
import { EditOutlined } from '../lib/icons/edit-outlined';
import { PictureOutlined } from '../lib/icons/picture-outlined';
import { UndoOutlined } from '../lib/icons/undo-outlined';
import type { RowHandlers } from './columns';
import type { DataTableProps, TableRow } from './table-types';
import { ErrorState } from './error-state';
import { LazyPager } from './lazy-pager';
import { NoAccess } from './no-access';

/** How a record shows as a tile: its picture, caption and a quieter line. */
export type TileSpec<T> = { caption: (row: T) => string; sub?: (row: T) => string | undefined };

export type ImageGridProps<T extends TableRow> = Pick<
  DataTableProps<T>,
  'label' | 'rows' | 'total' | 'params' | 'loading' | 'error' | 'onRetry' | 'empty' | 'forbidden'
> &
  Pick<DataTableProps<T>, 'onPageChange' | 'onLimitChange'> & {
    tiles: TileSpec<T>;
    handlers?: RowHandlers<T>;
  };

function TileActions<T extends TableRow>({
  row,
  name,
  h,
}: {
  row: T;
  name: string;
  h: RowHandlers<T>;
}) {
  const { edit, restore, purge } = h;
  const kept = h.kept?.(row);
  const button = (label: string, icon: ReactNode, run: () => void, disabled = false) => (
    <IconButton
      key={label}
      size="small"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={run}
    >
      {icon}
    </IconButton>
  );
  if (row.deletedAt && restore && purge)
    return [
      button(`Restore ${name}`, <UndoOutlined aria-hidden />, () => restore(row)),
      button(`Delete ${name} permanently`, <DeleteOutlined aria-hidden />, () => purge(row)),
    ];
  return [
    edit && button(`Edit ${name}`, <EditOutlined aria-hidden />, () => edit(row)),
    button(
      kept ?? `Delete ${name}`,
      <DeleteOutlined aria-hidden />,
      () => h.remove(row),
      Boolean(kept),
    ),
  ];
}

function Tile<T extends TableRow>({
  row,
  tiles,
  handlers,
}: {
  row: T;
  tiles: TileSpec<T>;
  handlers?: RowHandlers<T>;
}) {
  const src = (row.thumbnail ?? row.image) as string | null | undefined;
  const caption = tiles.caption(row);
  return (
    <Card component="li" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box
        sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100', display: 'grid', placeItems: 'center' }}
      >
        {src ? (
          <Box
            component="img"
            src={src}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <PictureOutlined aria-hidden style={{ fontSize: 32, opacity: 0.4 }} />
        )}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, p: 1.5 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography noWrap title={caption} sx={{ fontWeight: 500 }}>
            {caption}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {tiles.sub?.(row) ?? ''}
          </Typography>
        </Box>
        {handlers && <TileActions row={row} name={caption} h={handlers} />}
      </Stack>
    </Card>
  );
}

/** A list of pictures as a grid of tiles (the gallery), paged by the server like a table. */
export function ImageGrid<T extends TableRow>(props: ImageGridProps<T>) {
  const { rows, params, loading } = props;
  if (props.forbidden) return <NoAccess />;
  if (props.error) return <ErrorState message={props.error} onRetry={props.onRetry} />;
  if (!loading && rows.length === 0) return <>{props.empty}</>;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {loading && <LinearProgress aria-label="Loading" />}
      <Box
        component="ul"
        aria-label={props.label}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        }}
      >
        {rows.map((row) => (
          <Tile key={row._id} row={row} tiles={props.tiles} handlers={props.handlers} />
        ))}
      </Box>
      <LazyPager
        count={props.total ?? -1}
        page={params.page}
        limit={params.limit}
        onPage={props.onPageChange}
        onLimit={props.onLimitChange}
      />
    </Paper>
  );
}
