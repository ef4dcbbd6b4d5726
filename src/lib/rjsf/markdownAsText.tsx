import type { ReactNode } from 'react';

/**
 * Stands in for `markdown-to-jsx/react` (aliased in vite.config.ts), which @rjsf/core imports for
 * descriptions and help marked `ui:enableMarkdownInDescription` / `ui:enableMarkdownInHelp` and for
 * its developer-facing errors: 31 KB gzip of parser in every form page's scripts, a third of the
 * forms chunk, for a feature no form of the hall uses (markdownAsText.test.ts reads every form).
 * The text is shown as it is written.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <span>{children}</span>;
}

export default Markdown;
