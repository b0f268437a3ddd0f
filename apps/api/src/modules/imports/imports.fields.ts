import type { ImportField, ImportResource } from '@studydesk/contract';

/** How a cell becomes a value: as text, a list, yes/no, a day, or a catalogue name → id. */
export type FieldKind = 'text' | 'list' | 'flag' | 'date' | 'country' | 'place';
export type FieldDef = ImportField & { kind?: FieldKind; aliases: readonly string[] };

const f = (
  key: string,
  label: string,
  aliases: readonly string[],
  o: { required?: boolean; kind?: FieldKind } = {},
): FieldDef => ({ key, label, required: o.required ?? false, kind: o.kind, aliases });

const PHONE = [
  'mobile',
  'mobile number',
  'phone',
  'phone number',
  'tel',
  'telephone',
  'cell',
  'portable',
];
const EMAIL = ['email', 'e-mail', 'email address', 'e-mail address', 'mail', 'adresse e-mail'];
const VISIBLE = ['visible', 'show on website', 'published'];

/** Each resource's importable fields: what a create takes, and the headers people give them. */
export const FIELDS: Record<ImportResource, readonly FieldDef[]> = {
  enquiries: [
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
    f('mobile', 'Mobile', [...PHONE, 'contact number', 'whatsapp', 'mobile phone']),
    f('category', 'Category', ['category', 'level', 'study level', 'categorie'], {
      required: true,
    }),
    f('location', 'Location', ['location', 'city', 'town', 'address', 'ville']),
    f('country', 'Country', ['country', 'country of interest', 'destination']),
    f('course', 'Course', ['course', 'programme', 'program', 'course of interest']),
    f('college', 'College', ['college', 'university', 'institution', 'school']),
    f('preferredIntake', 'Preferred intake', ['preferred intake', 'intake']),
    f('message', 'Message', ['message', 'enquiry', 'inquiry', 'comments', 'comment']),
    f('leadQuality', 'Lead quality', ['lead quality', 'quality', 'rating']),
    f('remarks', 'Remarks', ['remarks', 'notes', 'note']),
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

/** A header as compared with aliases: lower case, accents, punctuation and spaces folded. */
export const normaliseHeader = (h: string) =>
  h
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The fields as the check lists them. */
export const fieldList = (resource: ImportResource): ImportField[] =>
  FIELDS[resource].map(({ key, label, required }) => ({ key, label, required }));
