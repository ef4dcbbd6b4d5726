/** Errors show beside their fields and as the 提示 alert; no list at the top of the form. */
export function ErrorListTemplate() {
  return null;
}
