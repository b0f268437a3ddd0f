import { contactsResource } from '@studydesk/contract';
import { fakeCrudServer, type FakeCrudServer, type FakeRow } from '../../lib/fake-crud-server';

/** Test fixture: Asha's message is long and she prefers evenings; Meera (c3) left no number. */
export const LONG =
  'Please call me about the September intake for MSc programmes in Canada. '.repeat(4);

/** Test fixture: a call request received on 2025-04-<day>, with mobile +91 98765 4321<day>. */
export const contactRow = (id: string, name: string, status: string, day: number): FakeRow => ({
  _id: id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  mobile: id === 'c3' ? null : '+91 98765 4321' + day,
  message: id === 'c1' ? LONG : `Call back please (${name})`,
  preferredTime: id === 'c1' ? 'Evenings' : null,
  status,
  createdAt: `2025-04-${String(day).padStart(2, '0')}T09:00:00.000Z`,
  updatedAt: `2025-04-${String(day).padStart(2, '0')}T09:00:00.000Z`,
});

/** Test fixture: /api/contact with Asha (new), Ravi (read) and Meera (closed). */
export function contactsServer(extra: Partial<Record<'c1' | 'c2' | 'c3', object>> = {}) {
  const rows = [
    contactRow('c1', 'Asha Rao', 'new', 3),
    contactRow('c2', 'Ravi Kumar', 'read', 2),
    contactRow('c3', 'Meera Iyer', 'closed', 1),
  ].map((r) => ({ ...r, ...extra[r._id as 'c1' | 'c2' | 'c3'] }));
  return fakeCrudServer('/api/contact', rows, 'name', { envelope: contactsResource.envelope });
}
export type { FakeCrudServer };
