import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

export const EMBED_FILE = 'embed/enquiry.js';
const ENTRY = path.resolve(import.meta.dirname, '../src/embed/enquiry.ts');

/**
 * The agency site's enquiry form (src/embed) as one small classic script at a fixed address,
 * dist/embed/enquiry.js: host pages cannot follow hashed names. Emitted before the compression
 * plugin runs, so it gets its brotli and gzip copies like every asset.
 */
export function embedScript(): Plugin {
  return {
    name: 'studydesk-embed-script',
    apply: 'build',
    enforce: 'pre',
    async generateBundle() {
      const out = await build({
        entryPoints: [ENTRY],
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2019',
        write: false,
        legalComments: 'none',
      });
      this.emitFile({ type: 'asset', fileName: EMBED_FILE, source: out.outputFiles[0]!.text });
    },
  };
}
