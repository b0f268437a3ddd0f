import path from 'node:path';
import type { Plugin } from 'vite';

/** `.vite/chunk-modules.json`: which source modules (or packages) each JS chunk holds. */
export type ChunkModules = Record<string, string[]>;

/** `.vite/module-sizes.json`: each chunk's modules (a package's by its first folder) by rendered
 * length before minification: their share of the chunk, for `npm run report:bundles`. */
export type ModuleSizes = Record<string, Record<string, number>>;

const REPO = path.resolve(import.meta.dirname, '../../..');

/** A module's id as a person reads it: `node_modules/<package>` or a path in the repository. */
function readable(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  if (pkg) return `node_modules/${pkg[1]}`;
  return path.relative(REPO, id.replace(/^\0/, '').split('?')[0]!);
}

/** A package's first folder (`node_modules/@mui/material/Autocomplete`): which part of a
 * library a chunk carries; a source module's path as it is. */
function detailed(id: string): string {
  const part = /node_modules\/((?:@[^/]+\/)?[^/]+\/(?:esm\/|modern\/|dist\/)?[^/.]+)/.exec(id);
  return part ? `node_modules/${part[1]}` : readable(id);
}

/** A chunk's modules summed by their detailed name. */
function renderedSizes(modules: Record<string, { renderedLength: number }>) {
  const sizes: Record<string, number> = {};
  for (const [id, m] of Object.entries(modules)) {
    const name = detailed(id);
    sizes[name] = (sizes[name] ?? 0) + m.renderedLength;
  }
  return sizes;
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
      const sizes: ModuleSizes = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        sizes[chunk.fileName] = renderedSizes(chunk.modules);
        out[chunk.fileName] = [...new Set(Object.keys(chunk.modules).map(readable))].sort();
      }
      const emit = (fileName: string, data: unknown) =>
        this.emitFile({ type: 'asset', fileName, source: JSON.stringify(data) });
      emit('.vite/chunk-modules.json', out);
      emit('.vite/module-sizes.json', sizes);
    },
  };
}
