import type { Rollup } from 'vite';

type Graph = Pick<Rollup.ManualChunkMeta, 'getModuleInfo'>;

/** Every module `roots` import statically, as written (before tree-shaking). */
function staticReach(graph: Graph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/** The UI libraries the shell draws with (MUI, its styling engine, transitions). */
const SHELL_UI = /node_modules\/(@mui\/(material|system)|@emotion\/[^/]+|react-transition-group)\//;

/**
 * Small staff components that draw with those libraries and nothing else of the app's, and the
 * icons (lib/icons, one small module each). Left out, Rollup merged each (under its minimum chunk
 * size) into a chunk of helpers the public screens share, and the public screens then loaded the
 * whole group for it (the budget check says so). All the icons together are about 5 KB; left to
 * Rollup, the feature-only ones were 3-4 KB off the shell, but landed in the public screens'
 * helpers wherever they were merged.
 */
const WITH_SHELL_UI =
  /src\/(components\/(visually-hidden\.tsx|timeline\.tsx|phone-full-screen\.ts|drop-zone\.tsx|tone-chip\.tsx)|lib\/(shortcuts\.ts|icons\/[a-z-]+\.tsx?))$/;

/**
 * MUI's small shared modules that pages' components reach through more than one named group:
 * its utilities (the select group held one, so a tooltip loaded the whole select group), and the
 * form control's context (a switch reads it, and it sat with the text fields' group).
 */
const MUI_SHARED =
  /node_modules\/@mui\/material\/esm\/(utils\/|FormControl\/(FormControlContext|useFormControl|formControlState)\.js$)/;

/**
 * `shell-ui`: the parts of the UI libraries the staff shell imports, in one chunk. Left to Rollup
 * they were some twenty small chunks cut along the lazy pages' boundaries (the drawer, the modal,
 * the badge, each icon), each compressed on its own, and every new page regrouped them. Every
 * staff screen loads the shell, so the group adds nothing to any of them; one chunk compresses
 * the same code smaller. `staff` are the modules every staff screen runs (entry and layout).
 */
export function shellUiChunk(staff: string[]) {
  let shell: Set<string> | undefined;
  return (id: string, graph: Graph): string | undefined => {
    shell ??= staticReach(graph, staff);
    const inShell = (SHELL_UI.test(id) && shell.has(id)) || WITH_SHELL_UI.test(id);
    return inShell || MUI_SHARED.test(id) ? 'shell-ui' : undefined;
  };
}
