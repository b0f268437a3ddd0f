import { MESSAGES, blogResource, type Blog } from '@studydesk/contract';
import { dateColumn } from '../../components/columns';
import { THUMBNAIL_ROW_HEIGHT, thumbnailColumn } from '../../components/column-kinds';
import { crudMessages } from '../../lib/crud/messages';
import { defineCrudResource } from '../../components/crud-resource';
import { blogApi, blogTrashApi } from './blog-api';

const names = { singular: 'blog post', plural: 'blog posts' };

/** The website's blog: /blog, with a Trash of soft-deleted posts. */
export const blog = defineCrudResource({
  api: blogApi,
  permission: 'blog',
  title: 'Blog',
  ...names,
  messages: crudMessages(names, MESSAGES.blog),
  list: blogResource,
  columns: [
    thumbnailColumn<Blog>(),
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
    { field: 'link', headerName: 'Link', width: 180 },
    { field: 'createdBy', headerName: 'Author', width: 110, sortable: false },
    dateColumn<Blog>('createdAt', 'Created'),
    dateColumn<Blog>('updatedAt', 'Updated'),
  ],
  hiddenOnMobile: ['link', 'createdBy', 'createdAt', 'updatedAt'],
  rowHeight: THUMBNAIL_ROW_HEIGHT,
  removeConfirm: {
    message: 'The post moves to the trash, where it can be restored.',
    label: 'Move to trash',
  },
  trash: {
    api: blogTrashApi,
    liveLabel: 'Posts',
    messages: {
      restored: 'Blog post restored',
      restore: 'Failed to restore blog post',
      purged: 'Blog post deleted permanently',
      purge: 'Failed to delete blog post',
    },
  },
  rowLabel: (row) => row.title,
  form: () => import('./blog-form').then((m) => m.blogForm),
});
