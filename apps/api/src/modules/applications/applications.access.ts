import type { FastifyRequest } from 'fastify';
import {
  APPLICATION_MESSAGES as M,
  type Application,
  type ApplicationDetail,
  type Role,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../lib/errors';
import { leadsTeamRole } from '../../lib/scope/offices';
import { assertOwner, enquiryOffice } from '../ownership/owners';

/** Who is asking: their id and role. */
export type Viewer = { id: string; role: Role };
export const viewerOf = (auth: { user: { _id: string; userType: Role } }): Viewer => ({
  id: auth.user._id,
  role: auth.user.userType,
});

/** What the routes about one application are built with (applications.routes.ts makes it). */
export type ApplicationScope = {
  db: Db;
  who: (req: FastifyRequest) => Viewer;
  /** The application when the caller may work it, else 404. */
  own: (req: FastifyRequest, id: string) => Promise<Application>;
  /** The application as GET /applications/:id answers it. */
  detail: (id: string) => Promise<ApplicationDetail>;
};

/*
 * Admins see every application; a counsellor those they own and unassigned ones
 * (an application's owner is its student's unless set), on every route alike. Another
 * counsellor's application is answered as missing (404), as if it were not there.
 */
/** Admins, and managers within their offices (the office scope narrows them), see everyone's. */
export const leadsTeam = (v: Viewer) => leadsTeamRole(v.role);

export const mayWork = (v: Viewer, ownerId: string | null) =>
  leadsTeam(v) || ownerId === null || ownerId === v.id;

/** The list's narrowing for this viewer (the repository's `viewer` filter). */
export const listScope = (v: Viewer) => (leadsTeam(v) ? {} : { viewer: v.id });

/** The application when this viewer may work it, else 404. */
export function visible(v: Viewer, app: Application | undefined): Application {
  if (!app || !mayWork(v, app.assignedTo)) throw notFound(M.notFound);
  return app;
}

/** A student a counsellor may open an application for: theirs or unassigned (else 403). */
export function assertStudent(v: Viewer, studentOwner: string | null) {
  if (!mayWork(v, studentOwner)) throw forbidden(M.studentNotYours);
}

/**
 * A new owner: an active admin, manager or counsellor of the student's office (400 otherwise);
 * counsellors may only take an application themselves or leave it unassigned (403).
 */
export async function assertNewOwner(
  db: Db,
  v: Viewer,
  to: string | null | undefined,
  enquiry: string,
) {
  if (to === undefined) return;
  if (!leadsTeam(v) && to !== null && to !== v.id) throw forbidden(M.ownerAdminOnly);
  await assertOwner(db, to, enquiryOffice(db, enquiry));
}
