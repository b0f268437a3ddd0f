import type { Plugin } from 'vite';

/**
 * Puts each entry's CSS into its HTML as a <style>, so the first paint waits for no stylesheet
 * request. A style element, not a script: a `script-src 'self'` policy is unaffected. The link
 * stays, disabled (never fetched): Vite's loader of lazy chunks looks for it before adding the
 * stylesheet a chunk depends on, and would otherwise fetch the same CSS again.
 */
export function inlineCss(): Plugin {
  return {
    name: 'studydesk:inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)">/g, (tag, file) => {
          const asset = ctx.bundle?.[file as string];
          if (asset?.type !== 'asset') throw new Error(`${file} is not in the bundle`);
          return `<style>${String(asset.source).trim()}</style><link rel="stylesheet" href="/${file}" disabled>`;
        });
      },
    },
  };
}
