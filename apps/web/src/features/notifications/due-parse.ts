import { DueSchema, type Due } from '@studydesk/contract';

/** The Due answer checked against its schema (with zod: loaded after the first paint). */
export const parseDue = (body: unknown): Due | null => {
  const parsed = DueSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};
