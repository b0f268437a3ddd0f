/** What each resource is called in the API documentation: [one, many], by its path. */
const NOUNS: Record<string, readonly [string, string]> = {
  '/countries': ['country', 'countries'],
  '/states': ['place', 'places'],
  '/college': ['college', 'colleges'],
  '/courses': ['course', 'courses'],
  '/intake': ['intake', 'intakes'],
  '/blog': ['blog post', 'blog posts'],
  '/gallery': ['gallery item', 'gallery items'],
  '/services': ['service', 'services'],
  '/contact': ['call request', 'call requests'],
  '/enquiries': ['enquiry', 'enquiries'],
  '/followUp': ['follow-up', 'follow-ups'],
  '/users': ['staff account', 'staff accounts'],
};

export type CrudOperation =
  | 'list'
  | 'get'
  | 'create'
  | 'update'
  | 'remove'
  | 'removeForever'
  | 'softDelete'
  | 'restore'
  | 'removeAll'
  | 'count';

/** The OpenAPI summary of a generic route ("List countries", "Move a blog post to the trash"). */
export function crudSummary(path: string, op: CrudOperation): string {
  const noun = NOUNS[path];
  if (!noun) throw new Error(`lib/crud/summaries.ts: name the resource at ${path}`);
  const [one, many] = noun;
  const a = `${/^[aeiou]/.test(one) ? 'an' : 'a'} ${one}`;
  const summaries: Record<CrudOperation, string> = {
    list: `List ${many}`,
    get: `Read ${a}`,
    create: `Create ${a}`,
    update: `Update ${a}`,
    remove: `Delete ${a}`,
    removeForever: `Delete ${a} for good`,
    softDelete: `Move ${a} to the trash`,
    restore: `Restore ${a} from the trash`,
    removeAll: `Delete every ${one} (admins only)`,
    count: `Count ${many}`,
  };
  return summaries[op];
}
