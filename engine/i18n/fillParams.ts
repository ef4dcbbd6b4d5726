/** Puts parameters into a message: "{n}" becomes params.n; an unknown name stays as written. */
export function fillParams(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
