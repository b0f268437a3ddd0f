// The Due answer's schema on its own: imported lazily, it brings zod after the first paint
export { DueSchema } from '@studydesk/contract';
