// Plain values of the ownership contract, apart from its schemas (zod-free: the staff shell's
// first load imports them).

/**
 * Who owns an enquiry or a call request. The lists filter with `owner`: `me` (the
 * signed-in user's), `none` (unassigned); leaving it out (or `all`) shows everyone's.
 */
export const OWNER_FILTERS = ['me', 'none', 'all'] as const;
export type OwnerFilter = (typeof OWNER_FILTERS)[number];

/** The roles that can own a record (and so take a turn in round-robin: counsellors only). */
export const OWNER_ROLES = ['admin', 'counsellor'] as const;
export const ROUND_ROBIN_ROLES = ['counsellor'] as const;
export const OWNER_FIELD_MESSAGE = 'Choose an active admin or counsellor';

/** The live `assigned` event: sent only to the new owner's streams. */
export const ASSIGNED_KINDS = ['enquiry', 'contact'] as const;
export const ASSIGNED_EVENT = 'assigned';
