import type { Enquiry, FollowUp, StaffMember } from '@studydesk/contract';

/** Test data of the enquiry desk: staff, and enquiries and follow-ups with sensible defaults. */
export const STAFF: StaffMember[] = [
  { _id: 'u1', fname: 'Priya', lname: 'Sharma', userType: 'admin', offices: ['o1'] },
  { _id: 'u2', fname: 'Meera', lname: 'Kulkarni', userType: 'counsellor', offices: ['o1'] },
  { _id: 'u3', fname: 'Edith', lname: 'Writer', userType: 'editor', offices: ['o1'] },
];

export function enquiry(id: string, n: number, fields: Partial<Enquiry> = {}): Enquiry {
  return {
    _id: id,
    enqNo: `ENQ-${String(n).padStart(6, '0')}`,
    fName: 'Asha',
    lName: 'Verma',
    email: 'asha@example.com',
    mobile: '+91 9876543210',
    location: 'Pune',
    country: 'Canada',
    course: 'MSc Data Science',
    college: null,
    category: 'Postgraduate',
    preferredIntake: 'Sep 2026',
    message: 'Scholarships?',
    source: 'form',
    leadQuality: null,
    status: 'new',
    assignedTo: null,
    remarks: null,
    duplicateOf: null,
    createdAt: `2025-03-${String(n).padStart(2, '0')}T10:00:00.000Z`,
    updatedAt: `2025-03-${String(n).padStart(2, '0')}T10:00:00.000Z`,
    ...fields,
  };
}

export function followUp(id: string, of: Enquiry, fields: Partial<FollowUp> = {}): FollowUp {
  return {
    _id: id,
    enquiry: of._id,
    enqNo: of.enqNo,
    enquiryName: `${of.fName} ${of.lName}`,
    followUpDetails: 'Called, sent the brochure',
    nextContactDate: '2025-03-20',
    status: null,
    remarks: null,
    createdBy: 'u1',
    createdByName: 'Priya Sharma',
    createdAt: '2025-03-15T09:30:00.000Z',
    updatedAt: '2025-03-15T09:30:00.000Z',
    ...fields,
  };
}
