import type { Plugin } from 'vite';

/**
 * Puts the entry's CSS (only the @font-face rules: every other style comes from the components)
 * into index.html as a <style>, so the first paint waits for no stylesheet request. A style
 * element, not a script: a `script-src 'self'` policy is unaffected.
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
          return `<style>${String(asset.source).trim()}</style>`;
        });
      },
    },
  };
}
