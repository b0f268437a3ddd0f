import type { Kysely } from 'kysely';
import { MESSAGES, OWNER_FIELD_MESSAGE, OWNER_ROLES } from '@studydesk/contract';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';

/** 400 (naming the field) unless `id`, when given, is an active admin's or counsellor's. */
export async function assertOwner(db: Kysely<Database>, id: string | null | undefined) {
  if (!id) return;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('userType', 'in', OWNER_ROLES)
    .executeTakeFirst();
  if (!user) throw badRequest(MESSAGES.validation, { assignedTo: OWNER_FIELD_MESSAGE });
}
