import { createRoot, type Root } from 'react-dom/client';
import type { ReactElement } from 'react';

/**
 * Stands in for `rc-util/lib/React/render` (aliased in vite.config.ts), which antd-mobile 5 uses
 * to draw Toast and Dialog imperatively. The original falls back to ReactDOM.render, which React
 * 19 removed, and drags in Babel's regenerator runtime; this one uses createRoot and nothing else
 * (https://mobile.ant.design/guide/v5-for-19).
 */
type Container = (Element | DocumentFragment) & { __hallRoot?: Root };

export function render(node: ReactElement, container: Container): void {
  container.__hallRoot ??= createRoot(container);
  container.__hallRoot.render(node);
}

export async function unmount(container: Container): Promise<void> {
  await Promise.resolve();
  container.__hallRoot?.unmount();
  delete container.__hallRoot;
}

/** Test helpers of the original; unused in production. */
export const _r = render;
export const _u = unmount;
