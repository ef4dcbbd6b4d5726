import { loadToast } from '../onDemand';

/** The input error toast of spec 001 section 9: shown for 600 ms. */
export const INPUT_ERROR_TOAST_MS = 600;

export function showFieldError(message: string): void {
  const show = (Toast: NonNullable<typeof loadToast.loaded>) => Toast.show({ content: message, duration: INPUT_ERROR_TOAST_MS });
  // The toast's code is here once the form has painted (decision 0080); before that, it comes first.
  if (loadToast.loaded) show(loadToast.loaded);
  else loadToast().then(show, () => undefined);
}
