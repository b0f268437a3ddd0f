// Plain values of the ownership contract, apart from its schemas (zod-free: the staff shell's
// first load imports them).

/**
 * Who owns an enquiry or a call request. The lists filter with `owner`: `me` (the
 * signed-in user's), `none` (unassigned); leaving it out (or `all`) shows everyone's.
 */
export const OWNER_FILTERS = ['me', 'none', 'all'] as const;
export type OwnerFilter = (typeof OWNER_FILTERS)[number];

/**
 * The roles that can own a record, and those that take turns in round-robin: counsellors and
 * managers (a branch's manager usually counsels too; docs/DECISIONS.md), not admins.
 */
export const OWNER_ROLES = ['admin', 'manager', 'counsellor'] as const;
export const ROUND_ROBIN_ROLES = ['manager', 'counsellor'] as const;
export const OWNER_FIELD_MESSAGE = 'Choose an active admin, manager or counsellor';
/** An owner must work in the record's office (the office scope would hide it from them). */
export const ownerOfficeMessage = (office: string) =>
  `Choose someone who works in ${office}: the record belongs to that office`;

/** The live `assigned` event: sent only to the new owner's streams. */
export const ASSIGNED_KINDS = ['enquiry', 'contact'] as const;
export const ASSIGNED_EVENT = 'assigned';
