import { api } from '../../lib/api';
import { DUE_TAG } from '../notifications/due-tag';

/*
 * The applications' cache tags, shared by every screen that shows an application: the
 * board and its list view, the application's record, the student's applications and shortlist,
 * the commission view and the funnel. Each query provides the tags of what it shows; each write
 * invalidates `applicationWritten(id)`, so a move on the board refreshes the record and the
 * commission, and the reverse.
 */
export const APPLICATION = 'application';
export const STAGES = 'application-stage';
export const COMMISSION = 'commission';
export const FUNNEL = 'funnel';

/** Every list of applications (board columns, list view, a student's applications, shortlist). */
export const APPLICATION_LIST = { type: APPLICATION, id: 'LIST' } as const;
export const applicationTag = (id: string) => ({ type: APPLICATION, id }) as const;
/** The workflow's stages (Settings); the board's columns follow them. */
export const STAGE_LIST = { type: STAGES, id: 'LIST' } as const;
export const COMMISSION_LIST = { type: COMMISSION, id: 'LIST' } as const;
export const FUNNEL_LIST = { type: FUNNEL, id: 'LIST' } as const;

/** What a write to one application makes stale: its lists, itself, money, the funnel, Due. */
export const applicationWritten = (id?: string) => [
  APPLICATION_LIST,
  ...(id ? [applicationTag(id)] : []),
  COMMISSION_LIST,
  FUNNEL_LIST,
  DUE_TAG,
];

/** The api with the applications' tag types; features inject their endpoints into this. */
export const applicationsApi = api.enhanceEndpoints({
  addTagTypes: [APPLICATION, STAGES, COMMISSION, FUNNEL, DUE_TAG.type],
});
