import Toast from 'antd-mobile/es/components/toast';

/** The input error toast of spec 001 section 9: shown for 600 ms. */
export const INPUT_ERROR_TOAST_MS = 600;

export function showFieldError(message: string): void {
  Toast.show({ content: message, duration: INPUT_ERROR_TOAST_MS });
}
