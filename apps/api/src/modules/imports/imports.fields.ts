import {
  COLLEGE_CATEGORIES,
  COLLEGE_STATUSES,
  COURSE_MODES,
  ENQUIRY_CATEGORIES,
  LEAD_QUALITIES,
  STUDY_LEVELS,
  type ImportField,
  type ImportResource,
} from '@studydesk/contract';

/**
 * How a cell becomes a value: as text, a list, yes/no, a day, a catalogue name → id, a whole
 * name → first and last, or a user's name or e-mail → their id.
 */
export type FieldKind =
  'text' | 'list' | 'flag' | 'date' | 'country' | 'place' | 'fullName' | 'owner';
export type FieldDef = ImportField & { kind?: FieldKind; aliases: readonly string[] };

const f = (
  key: string,
  label: string,
  aliases: readonly string[],
  o: { required?: boolean; kind?: FieldKind } = {},
): FieldDef => ({ key, label, required: o.required ?? false, kind: o.kind, aliases });

// Headers as agencies write them; compared folded (see normaliseHeader), so "Mobile No." is
// "mobileno" and "E-mail ID" is "emailid".
const PHONE = [
  'mobile',
  'mobile number',
  'mobile no',
  'mob',
  'mob no',
  'phone',
  'phone number',
  'phone no',
  'contact no',
  'contact number',
  'tel',
  'telephone',
  'cell',
  'cell no',
  'portable',
];
const EMAIL = ['email', 'email address', 'email id', 'mail', 'mail id', 'adresse e-mail'];
const VISIBLE = ['visible', 'show on website', 'published'];

/** Each resource's importable fields: what a create takes, and the headers people give them. */
export const FIELDS: Record<ImportResource, readonly FieldDef[]> = {
  enquiries: [
    f(
      'fullName',
      'Full name',
      ['name', 'full name', 'student name', 'candidate name', 'lead name'],
      {
        kind: 'fullName',
      },
    ),
    f(
      'fName',
      'First name',
      ['first name', 'fname', 'given name', 'forename', 'first', 'prenom', 'vorname'],
      {
        required: true,
      },
    ),
    f(
      'lName',
      'Last name',
      ['last name', 'lname', 'surname', 'family name', 'last', 'nom', 'nachname'],
      {
        required: true,
      },
    ),
    f('email', 'Email', EMAIL),
    f('mobile', 'Mobile', [...PHONE, 'whatsapp', 'whatsapp no', 'whatsapp number', 'mobile phone']),
    // The enquiry form's label: what the agency's staff call it.
    f(
      'category',
      'Level of study',
      ['category', 'level', 'study level', 'categorie', 'degree level', 'programme level'],
      { required: true },
    ),
    f('location', 'Location', ['location', 'city', 'town', 'address', 'ville']),
    f('country', 'Country', [
      'country',
      'country of interest',
      'destination',
      'country preferred',
      'preferred country',
      'interested country',
    ]),
    f('course', 'Course', [
      'course',
      'programme',
      'program',
      'course of interest',
      'course interested',
      'interested course',
      'course interested in',
      'preferred course',
    ]),
    f('college', 'College', ['college', 'university', 'institution', 'school']),
    f('preferredIntake', 'Preferred intake', ['preferred intake', 'intake']),
    f('message', 'Message', ['message', 'enquiry', 'inquiry', 'comments', 'comment']),
    f('leadQuality', 'Lead quality', ['lead quality', 'quality', 'rating']),
    f('remarks', 'Remarks', ['remarks', 'notes', 'note']),
    f(
      'owner',
      'Owner',
      ['owner', 'counsellor', 'counselor', 'assigned to', 'counsellor name', 'advisor', 'adviser'],
      { kind: 'owner' },
    ),
    f('receivedAt', 'Enquiry date', ['enquiry date', 'date', 'created', 'received', 'created at'], {
      kind: 'date',
    }),
  ],
  colleges: [
    f('name', 'Name', ['name', 'college', 'college name', 'university', 'institution'], {
      required: true,
    }),
    f('country', 'Country', ['country'], { required: true, kind: 'country' }),
    f('state', 'Place', ['place', 'state', 'city', 'region', 'province'], { kind: 'place' }),
    f('category', 'Category', ['category', 'categories', 'level', 'levels'], {
      required: true,
      kind: 'list',
    }),
    f('status', 'Status', ['status']),
    f('email', 'Email', EMAIL),
    f('phone', 'Phone', PHONE),
    f('address', 'Address', ['address', 'postal address']),
    f('website', 'Website', ['website', 'web', 'url', 'web site', 'site']),
    f('description', 'Description', ['description', 'about']),
    f('mapLink', 'Map link', ['map link', 'map', 'google maps']),
    f('facilities', 'Facilities', ['facilities'], { kind: 'list' }),
    f('services', 'Services', ['services'], { kind: 'list' }),
    f('visible', 'Visible', VISIBLE, { kind: 'flag' }),
  ],
  courses: [
    f('title', 'Title', ['title', 'course', 'course title', 'name', 'course name'], {
      required: true,
    }),
    f('level', 'Level', ['level', 'study level', 'category']),
    f('mode', 'Mode', ['mode', 'delivery', 'study mode']),
    f('duration', 'Duration', ['duration', 'length']),
    f('fees', 'Fees', ['fees', 'fee', 'tuition', 'price']),
    f('currency', 'Currency', ['currency']),
    f('domestic', 'Domestic', ['domestic'], { kind: 'flag' }),
    f('shortDesc', 'Short description', ['short description', 'summary']),
    f('fullDesc', 'Full description', ['full description', 'description', 'details']),
    f('syllabus', 'Syllabus', ['syllabus', 'modules'], { kind: 'list' }),
    f('prerequisites', 'Prerequisites', ['prerequisites', 'requirements', 'entry requirements'], {
      kind: 'list',
    }),
    f('tags', 'Tags', ['tags', 'keywords'], { kind: 'list' }),
    f('visible', 'Visible', VISIBLE, { kind: 'flag' }),
  ],
};

/** Values from a fixed list, matched whatever their case ("graduate" is "Graduate"). */
const OPTIONS: Record<ImportResource, Record<string, readonly string[]>> = {
  enquiries: { category: ENQUIRY_CATEGORIES, leadQuality: LEAD_QUALITIES },
  colleges: { category: COLLEGE_CATEGORIES, status: COLLEGE_STATUSES },
  courses: { level: STUDY_LEVELS, mode: COURSE_MODES },
};
/** The options of a field with a fixed list, if it has one. */
export const optionsOf = (resource: ImportResource, key: string): readonly string[] | undefined =>
  OPTIONS[resource][key];
/** A header as compared with aliases: case, accents, punctuation and spaces dropped. */
export const normaliseHeader = (h: string) =>
  h
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** The fields as the check lists them. */
export const fieldList = (resource: ImportResource): ImportField[] =>
  FIELDS[resource].map(({ key, label, required, kind }) => {
    const options = kind === 'list' ? undefined : optionsOf(resource, key);
    return { key, label, required, ...(options ? { options: [...options] } : {}) };
  });
