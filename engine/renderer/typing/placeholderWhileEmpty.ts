/**
 * Keeps a text field's placeholder attribute only while the field is empty.
 *
 * Chromium updates a field's placeholder box on every change of its text, shown or not: with the
 * attribute present a keystroke costs about 1.5 ms more main-thread time at 4× CPU slowdown
 * (`npm run bench`, formTyping; decision 0013). The placeholder is never visible over text, so
 * taking the attribute away while there is text changes nothing the citizen sees; the field's
 * name comes from its label, not its placeholder.
 */
export function placeholderWhileEmpty(element: HTMLInputElement | HTMLTextAreaElement, text: string | undefined): void {
  if (element.value === '' && text) {
    if (element.getAttribute('placeholder') !== text) element.setAttribute('placeholder', text);
  } else if (element.hasAttribute('placeholder')) {
    element.removeAttribute('placeholder');
  }
}
