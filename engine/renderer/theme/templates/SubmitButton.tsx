/** The form's own button row is drawn by EngineForm (下一步 / 保存), not by RJSF. */
export function SubmitButton() {
  return null;
}
