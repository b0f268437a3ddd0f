// Roles and the permission map, apart from auth's schemas: the web's first load checks access
// with these without loading zod (auth.ts builds its schemas from them).
/** `manager`: within their offices, what an admin does with the desk and the journey. */
export const ROLES = ['admin', 'manager', 'counsellor', 'editor'] as const;
export type Role = (typeof ROLES)[number];
export const USER_STATUSES = ['active', 'pending', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export type Access = 'public' | 'session' | readonly Role[];
export type Action = 'read' | 'write';

/**
 * One permission map, enforced by the API and mirrored by the web (ARCHITECTURE §5).
 * 'public' needs no session; 'session' any signed-in user; a list names the roles allowed.
 */
export const PERMISSIONS = {
  services: { read: 'public', write: ['admin', 'editor'] },
  /** Managers read the people of their offices (their team card); only admins change them. */
  users: { read: ['admin', 'manager'], write: ['admin'] },
  enquiries: {
    read: ['admin', 'manager', 'counsellor'],
    write: ['admin', 'manager', 'counsellor'],
  },
  followUps: {
    read: ['admin', 'manager', 'counsellor'],
    write: ['admin', 'manager', 'counsellor'],
  },
  contacts: { read: ['admin', 'manager', 'counsellor'], write: ['admin', 'manager', 'counsellor'] },
  countries: { read: 'public', write: ['admin', 'editor'] },
  states: { read: 'public', write: ['admin', 'editor'] },
  colleges: { read: 'public', write: ['admin', 'editor'] },
  courses: { read: 'public', write: ['admin', 'editor'] },
  intakes: { read: 'session', write: ['admin', 'editor'] },
  blog: { read: 'public', write: ['admin', 'editor'] },
  gallery: { read: 'public', write: ['admin', 'editor'] },
  settings: { read: ['admin', 'manager', 'counsellor'], write: ['admin'] },
  /** Counsellors: their own applications and unassigned ones. */
  applications: {
    read: ['admin', 'manager', 'counsellor'],
    write: ['admin', 'manager', 'counsellor'],
  },
  applicationStages: { read: ['admin', 'manager', 'counsellor'], write: ['admin'] },
  /** Colleges' commission rules, and invoices and payments of commission: admins write. */
  commission: { read: ['admin', 'manager', 'counsellor'], write: ['admin'] },
  /** A student's documents: counsellors, as for applications, their own students'. */
  documents: {
    read: ['admin', 'manager', 'counsellor'],
    write: ['admin', 'manager', 'counsellor'],
  },
  /** Document types and the checklist's requirements: admins write. */
  documentTypes: { read: ['admin', 'manager', 'counsellor'], write: ['admin'] },
  /** Mail templates staff pick when they write to a student: admins keep them. */
  mailTemplates: { read: 'session', write: ['admin'] },
  /** The mail waiting, sent and failed: admins only. */
  outbox: { read: ['admin'], write: ['admin'] },
  /** Mail that came in and matched no enquiry: admins, and managers within their offices. */
  inbox: { read: ['admin', 'manager'], write: ['admin', 'manager'] },
  /** Offices: every staff member reads them (names on records, the transfer's
   * choices); admins add, rename and retire them. */
  offices: { read: 'session', write: ['admin'] },
  /** Money settings (base currency, rates, tax, bank details, terms): admins keep them. */
  money: { read: ['admin', 'manager'], write: ['admin'] },
  /** The price list: staff read it to invoice; admins keep it. */
  fees: { read: ['admin', 'manager', 'counsellor'], write: ['admin'] },
  /** Students' invoices: counsellors read, make and send their own students' (the
   * enquiry's owner: another's answers 403); admins and managers (within their offices) any. */
  invoices: { read: ['admin', 'manager', 'counsellor'], write: ['admin', 'manager', 'counsellor'] },
  /** Payments on students' invoices: counsellors see them; admins and managers record them. */
  invoicePayments: { read: ['admin', 'manager', 'counsellor'], write: ['admin', 'manager'] },
  /** Commission claimed from colleges: admins, and managers within their offices. */
  claims: { read: ['admin', 'manager'], write: ['admin', 'manager'] },
  /** An office's own settings (round-robin, response target): admins, and its managers. */
  officeSettings: { read: ['admin', 'manager'], write: ['admin', 'manager'] },
} as const satisfies Record<string, Record<Action, Access>>;
export type PermissionResource = keyof typeof PERMISSIONS;

/**
 * Deleting every record of a list at once (DELETE /api/contact, DELETE /api/intake) is admins'
 * only, whoever else may write the resource: one tap must not empty a team's queue.
 */
export const DELETE_ALL_ACCESS = ['admin'] as const satisfies readonly Role[];

/** Whether a role may delete a whole list at once (the API enforces `DELETE_ALL_ACCESS`). */
export function canDeleteAll(role: Role | null | undefined): boolean {
  return (
    role !== null && role !== undefined && (DELETE_ALL_ACCESS as readonly Role[]).includes(role)
  );
}

export function can(
  role: Role | null | undefined,
  resource: PermissionResource,
  action: Action,
): boolean {
  const access = PERMISSIONS[resource][action] as Access;
  if (access === 'public') return true;
  if (!role) return false;
  if (access === 'session') return true;
  return access.includes(role);
}
