import type { FormConfig, RecordPath } from '../schemas/types';

/** A record path as staff read it: the form's title and the field's (parties: the applicant form's field), e.g. 房屋信息：不动产权证书号. */
export function pathTitle(forms: ReadonlyMap<string, FormConfig>, path: RecordPath): string {
  const [collection, selector = '', field = ''] = path.split('.');
  const form = collection === 'parties' ? [...forms.values()].find((candidate) => candidate.variantOf === 'applicant' || candidate.id === 'applicant') : forms.get(selector);
  const property = (form?.schema as { properties?: Record<string, { title?: string }> } | undefined)?.properties?.[field];
  if (!form || !property?.title) return path;
  return `${form.title}：${property.title}`;
}
