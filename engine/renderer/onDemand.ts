import type { default as DatePickerType } from 'antd-mobile/es/components/date-picker';
import type { default as DialogType } from 'antd-mobile/es/components/dialog';
import type { default as PickerType } from 'antd-mobile/es/components/picker';
import type { default as ToastType } from 'antd-mobile/es/components/toast';

/**
 * The form's antd-mobile parts that no first paint shows: the bottom pickers, the alert and the
 * toast. Each pulls a popup, a mask, react-spring and a drag gesture library (some 45 KB gzip in
 * twenty files) that the sub-form's first paint waited for on a phone network and then built, closed,
 * for every picker field (decision 0080). They load once asked for, and all of them once the page
 * has painted (preloadOnDemandParts), so a tap finds them here.
 */
function once<T>(load: () => Promise<T>): { (): Promise<T>; loaded?: T } {
  let started: Promise<T> | undefined;
  const get = Object.assign(
    () =>
      (started ??= load().then(
        (module) => (get.loaded = module),
        (error: unknown) => {
          // A failed download (offline) may be asked for again.
          started = undefined;
          throw error;
        },
      )),
    { loaded: undefined as T | undefined },
  );
  return get;
}

export const loadPicker = once<typeof PickerType>(() => import('antd-mobile/es/components/picker').then((module) => module.default));
export const loadDatePicker = once<typeof DatePickerType>(() => import('antd-mobile/es/components/date-picker').then((module) => module.default));
export const loadDialog = once<typeof DialogType>(() => import('antd-mobile/es/components/dialog').then((module) => module.default));
export const loadToast = once<typeof ToastType>(() => import('antd-mobile/es/components/toast').then((module) => module.default));

let preloading = false;

/**
 * Once the form has painted: every part above. Not sooner: a request started before the largest
 * paint is one Lighthouse's simulation counts before that paint (and so does a phone's network).
 * The alert and the toast two frames after the call (the form's commit has painted): a save that
 * fails offline right after the page opened must still be able to say so (SubformEditor). The
 * pickers, which bring the drag code besides, when the main thread is next idle.
 */
export function preloadOnDemandParts(): void {
  if (preloading || typeof window === 'undefined') return;
  preloading = true;
  const pickers = () => {
    for (const part of [loadPicker, loadDatePicker]) part().catch(() => undefined);
  };
  const feedback = () => {
    for (const part of [loadDialog, loadToast]) part().catch(() => undefined);
    const idle = (window as Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
    if (idle) idle(pickers, { timeout: 3000 });
    else window.setTimeout(pickers, 1000);
  };
  requestAnimationFrame(() => requestAnimationFrame(() => window.setTimeout(feedback, 0)));
}
