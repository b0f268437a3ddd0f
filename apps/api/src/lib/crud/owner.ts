import type { FastifyRequest } from 'fastify';
import { fullName } from '../names';
import type { Query, Row } from './types';

/**
 * The lists' owner filter: `owner=me` becomes the signed-in user's id (`ownerId`), and
 * `unseen=yes` names them as `viewerId`, so a repository filters on values alone. Call before listing; harmless for other resources.
 */
export function scopeOwner(query: Row, req: Pick<FastifyRequest, 'auth'>): Row {
  if (query.owner === 'me') query.ownerId = req.auth?.user._id ?? '';
  // the enquiries' "not marked read in my bell" (unseen=yes) is per user too
  if (query.unseen === 'yes') query.viewerId = req.auth?.user._id ?? '';
  return query;
}

/** Narrows a list to `column`'s owner as `scopeOwner` left it: mine, nobody's, or anyone's. */
export function whereOwner(qb: Query, column: string, q: Row): Query {
  if (q.owner === 'none') return qb.where(column, 'is', null);
  if (q.owner === 'me' && typeof q.ownerId === 'string') return qb.where(column, '=', q.ownerId);
  return qb;
}

/**
 * Reads with the owner's name: `users` joined as `assignee`, every column of `table` plus the
 * owner's names, and the record with `assignedToName` ("Fname Lname", null when unassigned).
 */
export function withAssignee(table: string) {
  return {
    join: (qb: Query) => qb.leftJoin('users as assignee', 'assignee.id', `${table}.assignedTo`),
    joinForSelect: true,
    select: (qb: Query) =>
      qb
        .selectAll(table)
        .select(['assignee.fname as assigneeFname', 'assignee.lname as assigneeLname']),
    toRecord: ({ id, assigneeFname, assigneeLname, ...rest }: Row): Row => ({
      _id: id,
      ...rest,
      assignedToName: fullName(assigneeFname, assigneeLname),
    }),
  };
}
