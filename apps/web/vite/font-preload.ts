import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the font files that paint the first text, so the
 * browser fetches them with the HTML instead of after the CSS that names them.
 */
export function fontPreload(files: RegExp): Plugin {
  return {
    name: 'studydesk:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const assets = Object.values(ctx.bundle ?? {}).filter(
          (a) => a.type === 'asset' && a.originalFileNames.some((n) => files.test(n)),
        );
        if (assets.length === 0) throw new Error(`no font file matches ${String(files)}`);
        return assets.map((a) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${a.fileName}`,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
