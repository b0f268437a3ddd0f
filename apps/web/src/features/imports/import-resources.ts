import type { ImportResource } from '@studydesk/contract';

export type ImportTarget = {
  resource: ImportResource;
  /** "enquiries", as in "Import enquiries" */
  plural: string;
  /** the list's route */
  listPath: string;
  /** the wizard's route */
  importPath: string;
  /** where an existing record a row matches is shown */
  recordLink: (id: string, label: string) => string;
  /** the list of what one import wrote, as far as the list can filter it */
  importedLink: (importName: string) => string;
};

const search = (path: string) => (_id: string, label: string) =>
  `${path}?${new URLSearchParams({ q: label }).toString()}`;

/** The three lists that import, keyed by the first segment of their route. */
export const IMPORT_TARGETS: Record<string, ImportTarget> = {
  enquiries: {
    resource: 'enquiries',
    plural: 'enquiries',
    listPath: '/enquiries',
    importPath: '/enquiries/import',
    recordLink: (id) => `/enquiries/${id}`,
    // imported enquiries carry the channel "import" (their lead source when no campaign says
    // otherwise)
    importedLink: () => '/enquiries?owner=all&leadSource=import',
  },
  colleges: {
    resource: 'colleges',
    plural: 'colleges',
    listPath: '/colleges',
    importPath: '/colleges/import',
    recordLink: search('/colleges'),
    importedLink: () => '/colleges',
  },
  course: {
    resource: 'courses',
    plural: 'courses',
    listPath: '/course',
    importPath: '/course/import',
    recordLink: search('/course'),
    importedLink: () => '/course',
  },
};

/** The target a route serves (`/course/import` → courses). */
export const importTargetOf = (pathname: string): ImportTarget | undefined =>
  IMPORT_TARGETS[pathname.split('/')[1] ?? ''];

/** The wizard's route for a resource (`courses` → `/course/import`). */
export const importPathOf = (resource: ImportResource): string =>
  Object.values(IMPORT_TARGETS).find((t) => t.resource === resource)?.importPath ?? '/';
