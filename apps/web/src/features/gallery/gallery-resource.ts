import { MESSAGES, galleryResource, type GalleryItem } from '@studydesk/contract';
import { dateColumn } from '../../components/columns';
import { THUMBNAIL_ROW_HEIGHT, thumbnailColumn } from '../../components/column-kinds';
import { crudMessages } from '../../lib/crud/messages';
import { defineCrudResource } from '../../components/crud-resource';
import { formatDate } from '../../lib/dates';
import { galleryApi, galleryTrashApi } from './gallery-api';

const names = { singular: 'gallery item', plural: 'gallery items' };

/** The website's gallery: /gallery, with a Trash of soft-deleted items. */
export const gallery = defineCrudResource({
  api: galleryApi,
  permission: 'gallery',
  title: 'Gallery',
  ...names,
  messages: crudMessages(names, MESSAGES.gallery),
  list: galleryResource,
  columns: [
    thumbnailColumn<GalleryItem>(),
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
    { field: 'from', headerName: 'From', width: 150, sortable: false },
    dateColumn<GalleryItem>('date', 'Date'),
    { field: 'link', headerName: 'Link', width: 200, sortable: false },
    dateColumn<GalleryItem>('updatedAt', 'Updated'),
  ],
  hiddenOnMobile: ['from', 'date', 'link', 'updatedAt'],
  rowHeight: THUMBNAIL_ROW_HEIGHT,
  tiles: {
    caption: (row) => row.title,
    sub: (row) => [row.from, formatDate(row.date)].filter(Boolean).join(' · '),
  },
  removeConfirm: {
    message: 'The item moves to the trash, where it can be restored.',
    label: 'Move to trash',
  },
  trash: {
    api: galleryTrashApi,
    liveLabel: 'Items',
    messages: {
      restored: 'Gallery item restored',
      restore: 'Failed to restore gallery item',
      purged: 'Gallery item deleted permanently',
      purge: 'Failed to delete gallery item',
    },
  },
  rowLabel: (row) => row.title,
  form: () => import('./gallery-form').then((m) => m.galleryForm),
});
