// The queue's schema on its own: imported lazily, it brings zod only when the first answer does
export { FollowUpQueueSchema } from '@studydesk/contract';
