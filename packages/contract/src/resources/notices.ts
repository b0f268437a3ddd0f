import { z } from 'zod';
import { id } from '../common/fields';
import { ReplyNoticeSchema } from './inbox';

/*
 * The bell's notices kept for their reader, so a reload does not lose them: today a student's
 * reply ("Reply from Priya"). Each is its reader's own, marked read when seen or opened, and
 * kept for NOTICE_KEEP_DAYS.
 */
export const NOTICES_PATH = '/notices';
export const NOTICE_KEEP_DAYS = 30;
/** The newest kept notices the bell is given at once. */
export const NOTICE_LIST_LIMIT = 50;

/** A reply notice as the live `reply` event tells it; `_id` is the mail's (one notice per mail). */
export const NoticeSchema = ReplyNoticeSchema.extend({
  _id: z.string(),
  kind: z.literal('reply'),
  read: z.boolean(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** GET /notices: the signed-in user's notices, newest first, with how many are unread. */
export const NoticeListSchema = z.object({
  notices: z.array(NoticeSchema),
  unread: z.number().int().min(0),
});
export type NoticeList = z.infer<typeof NoticeListSchema>;

/** PUT /notices/read: these notices read, or every one (`ids: "all"`, said, never implied). */
export const NoticesReadSchema = z.object({
  ids: z.union([z.literal('all'), z.array(id('Notice')).max(NOTICE_LIST_LIMIT * 2)]),
});
export type NoticesRead = z.infer<typeof NoticesReadSchema>;
export const NoticesReadResultSchema = z.object({ unread: z.number().int().min(0) });
