import path from 'node:path';
import type { Plugin } from 'vite';

/** `.vite/chunk-modules.json`: which source modules (or packages) each JS chunk holds. */
export type ChunkModules = Record<string, string[]>;

const REPO = path.resolve(import.meta.dirname, '../../..');

/** A module's id as a person reads it: `node_modules/<package>` or a path in the repository. */
function readable(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  if (pkg) return `node_modules/${pkg[1]}`;
  return path.relative(REPO, id.replace(/^\0/, '').split('?')[0]!);
}

/**
 * Writes what each chunk holds next to Vite's manifest, so the budget check can prove that a
 * page's first load leaves out what the page does not use (the staff shell, the data grid).
 */
export function chunkModules(): Plugin {
  return {
    name: 'studydesk:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const out: ChunkModules = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk')
          out[chunk.fileName] = [...new Set(Object.keys(chunk.modules).map(readable))].sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(out),
      });
    },
  };
}
