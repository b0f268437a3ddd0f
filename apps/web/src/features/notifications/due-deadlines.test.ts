import { describe, expect, it } from 'vitest';
import { DEADLINE_KINDS, DEADLINE_LABELS, type DueDeadline } from '@studydesk/contract';
import { deadlineText, deadlineUrl, dueWhen } from './due-deadlines';

const deadline: DueDeadline = {
  _id: 'a1:condition:c1',
  kind: 'condition',
  application: 'a1',
  enquiry: 'e 2',
  enqNo: 'ENQ-000002',
  name: 'Meera Iyer',
  collegeName: null,
  courseTitle: 'Master of Data Science',
  date: '2025-03-09',
  details: 'IELTS 7.0',
};

describe("the Due tab's application deadlines", () => {
  it('say overdue, today or the day ahead, as dd-mm-yyyy', () => {
    expect(dueWhen('2025-03-01', '2025-03-05')).toBe('Overdue since 01-03-2025');
    expect(dueWhen('2025-03-05', '2025-03-05')).toBe('Due today, 05-03-2025');
    expect(dueWhen('2025-03-09', '2025-03-05')).toBe('Due 09-03-2025');
  });

  it('name every kind as the contract does, and leave out what is missing', () => {
    for (const kind of DEADLINE_KINDS)
      expect(deadlineText({ ...deadline, kind }, '2025-03-05').primary).toBe(
        `${DEADLINE_LABELS[kind]}: Meera Iyer (ENQ-000002)`,
      );
    expect(deadlineText(deadline, '2025-03-05').secondary).toBe(
      'Due 09-03-2025 · Master of Data Science · IELTS 7.0',
    );
    expect(deadlineUrl(deadline)).toBe('/enquiries/e%202');
  });
});
