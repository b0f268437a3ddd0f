import type { z } from 'zod';
import { GalleryCreateSchema, type GalleryItem } from '@studydesk/contract';
import { defineCrudForm } from '../../components/crud-resource';
import { imageField } from '../../components/image-field';
import { localIsoDate } from '../../lib/dates';
import { withImage } from '../../lib/image-upload';

export const GalleryFormSchema = withImage(GalleryCreateSchema);
export type GalleryForm = z.output<typeof GalleryFormSchema>;

/** The gallery form, loaded when its dialog first opens. */
export const galleryForm = defineCrudForm<GalleryItem>()({
  schema: GalleryFormSchema,
  fields: [
    { name: 'title', label: 'Title', required: true },
    { name: 'from', label: 'From', helperText: 'Who or where the picture is from' },
    { name: 'link', label: 'Link', type: 'url', helperText: 'https://…' },
    { name: 'date', label: 'Date', type: 'date', helperText: 'Today when left blank' },
    imageField(),
  ],
  blank: { title: '', from: '', link: '', date: '', image: null },
  fromRow: (row) => ({
    title: row.title,
    from: row.from ?? '',
    link: row.link ?? '',
    date: localIsoDate(new Date(row.date)),
    image: row.image,
  }),
});
