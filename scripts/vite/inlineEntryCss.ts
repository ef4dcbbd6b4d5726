import type { Plugin } from 'vite';

/**
 * Writes the entry's stylesheet into index.html as a <style> element instead of a <link>: the
 * boot splash (index.html's sign-in screen) then paints as soon as the HTML is parsed, without a
 * render-blocking request first. It is the only stylesheet the HTML names (a few KB gzip); every
 * route's own CSS still comes with the route's chunk. Lazy chunks never ask for the entry's CSS
 * (Vite lists only their own in their preload deps), so the file is dropped from the output.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          delete bundle[fileName];
          // '</style' cannot occur in minified CSS from our sources; refuse rather than break the page.
          const css = String(asset.source);
          if (/<\/style/i.test(css)) throw new Error(`${fileName} contains </style>`);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
