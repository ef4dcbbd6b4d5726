/**
 * Toasts through antd-mobile's Toast, loaded on first use so that its animation code stays out of
 * the first screen (the home route's JS budget).
 *
 * Timings of spec 000 section 9: the toast itself defaults to 800 ms; the app's toast action
 * (`showToast`, used for failure messages and by features) uses 1800 ms when its caller gives
 * no duration. Input error toasts use 600 ms.
 */
export const TOAST_DEFAULT_MS = 800;
export const TOAST_ACTION_MS = 1800;
export const TOAST_INPUT_ERROR_MS = 600;

type ToastApi = (typeof import('antd-mobile/es/components/toast'))['default'];

let loading: Promise<ToastApi> | null = null;

function loadToast(): Promise<ToastApi> {
  loading ??= import('antd-mobile/es/components/toast').then(({ default: Toast }) => {
    Toast.config({ duration: TOAST_DEFAULT_MS });
    return Toast;
  });
  return loading;
}

/**
 * What should be on screen. antd-mobile's Toast is a singleton: a message replaces the loading
 * toast, and hiding the loading toast must not close a message shown after it.
 */
type Wanted = { kind: 'none' } | { kind: 'loading'; content: string } | { kind: 'message'; content: string; duration: number };
let wanted: Wanted = { kind: 'none' };
let version = 0;

function apply(next: Wanted): void {
  wanted = next;
  const mine = ++version;
  void loadToast().then(
    (Toast) => {
      if (mine !== version) return; // a later call decided
      if (wanted.kind === 'none') {
        Toast.clear();
      } else if (wanted.kind === 'loading') {
        Toast.show({ icon: 'loading', content: wanted.content, duration: 0, maskClickable: true });
      } else {
        Toast.show({
          content: wanted.content,
          duration: wanted.duration,
          afterClose: () => {
            if (mine === version) wanted = { kind: 'none' };
          },
        });
      }
    },
    () => undefined,
  );
}

/** The app's toast action: 1800 ms unless told otherwise. */
export function showToast(content: string, duration: number = TOAST_ACTION_MS): void {
  if (!content) return;
  apply({ kind: 'message', content, duration });
}

/** The shell's loading toast; stays until hideLoadingToast. A message on screen is left alone. */
export function showLoadingToast(content: string): void {
  if (wanted.kind === 'message') return;
  apply({ kind: 'loading', content });
}

export function hideLoadingToast(): void {
  if (wanted.kind !== 'loading') return;
  apply({ kind: 'none' });
}
