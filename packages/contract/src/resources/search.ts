import { z } from 'zod';
import { id, numeric, plain } from '../common/fields';

/** What the header search finds, in this order; each group only for roles that may read it. */
export const SEARCH_KINDS = ['enquiry', 'contact', 'college', 'course'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  enquiry: 'Enquiries',
  contact: 'Call requests',
  college: 'Colleges',
  course: 'Courses',
};
export const SEARCH_GROUP_LIMIT = { default: 5, max: 10 } as const;
/** The header's palette shows this many hits a group, so every group fits on one screen. */
export const SEARCH_PALETTE_LIMIT = 3;

/** GET /search?q=: a name, phone number (any format), e-mail or enquiry number. */
export const GlobalSearchQuerySchema = z.object({
  q: plain('Search', 200).min(1, 'Type something to search for'),
  limit: numeric(
    'Limit',
    z.number().int('Limit must be a whole number').min(1).max(SEARCH_GROUP_LIMIT.max),
  ).default(SEARCH_GROUP_LIMIT.default),
  /** One office's (admins and managers of several); one not theirs shows nothing. */
  office: id('Office').optional(),
});
export type GlobalSearchQuery = z.infer<typeof GlobalSearchQuerySchema>;

export const SearchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The record's _id: the web links enquiries to /enquiries?focus=<id>, and so on. */
  id: z.string(),
  /** The main line: a person's name, a college's name, a course's title. */
  label: z.string(),
  /** A second line: enqNo · phone · e-mail · status for people; place or level for the rest. */
  secondary: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  items: z.array(SearchHitSchema),
  /** True when more than `limit` records match (the list page shows them all). */
  more: z.boolean(),
  /** How many records match in all: the group's list filtered by `q` shows this many. */
  total: z.number().int().min(0),
});
export type SearchGroup = z.infer<typeof SearchGroupSchema>;

export const GlobalSearchSchema = z.object({ groups: z.array(SearchGroupSchema) });
export type GlobalSearch = z.infer<typeof GlobalSearchSchema>;
