import type { BusinessCatalogue, FormConfig, WorkflowConfig } from '../schemas/types';
import type { PresentIds } from './presentIds';
import type { Problem } from './types';

/**
 * The register changes of the workflow (`registration`, docs/decisions/0054) point at things that
 * exist: each business is in the catalogue and has one effect, and every business of the catalogue
 * has one (docs/decisions/0074: a business added by configuration without one would "register" and
 * write nothing); each path names a party type of the
 * SQR_LX dictionary or a form, and a field of that form (parties: of an applicant form); and some
 * action writes the register when effects are configured. A form whose file is there but broken
 * reports its own problem, not one here.
 */
export function checkRegistration(
  file: string,
  workflow: WorkflowConfig,
  catalogue: BusinessCatalogue | undefined,
  forms: ReadonlyMap<string, FormConfig>,
  partyTypes: ReadonlySet<string> | undefined,
  present: Pick<PresentIds, 'forms'>,
): Problem[] {
  const problems: Problem[] = [];
  const effects = workflow.registration?.effects ?? [];
  const registers = workflow.stages.some((stage) => Object.values(stage.actions).some((action) => action?.changesRegister));
  const businesses = new Set(catalogue?.parents.flatMap((parent) => parent.Prodefs.map((business) => business.id)) ?? []);
  if (registers) {
    const covered = new Set(effects.flatMap((effect) => effect.businesses));
    for (const business of businesses) {
      if (!covered.has(business)) problems.push({ file, pointer: '/registration/effects', reason: `business "${business}" of the catalogue has no register change: registering it would write nothing` });
    }
  }
  if (!effects.length) return problems;
  if (!registers) problems.push({ file, pointer: '/registration', reason: 'register changes are configured but no action has changesRegister' });
  const fieldsOf = (form: FormConfig) => Object.keys((form.schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
  const applicantForms = [...forms.values()].filter((form) => form.id === 'applicant' || form.variantOf === 'applicant');
  const applicantFields = new Set(applicantForms.flatMap(fieldsOf));
  const brokenApplicant = [...present.forms].some((id) => (id === 'applicant' || id.startsWith('applicant-')) && !forms.has(id));
  const seen = new Set<string>();
  const pathProblem = (path: string): string | undefined => {
    const [collection, selector = '', field = ''] = path.split('.');
    if (collection === 'parties') {
      if (partyTypes && !partyTypes.has(selector)) return `party type "${selector}" is not in SQR_LX`;
      return applicantFields.has(field) || brokenApplicant ? undefined : `no applicant form has the field "${field}"`;
    }
    const form = forms.get(selector);
    if (!form) return present.forms.has(selector) ? undefined : `no form "${selector}"`;
    return fieldsOf(form).includes(field) ? undefined : `form "${selector}" has no field "${field}"`;
  };
  effects.forEach((effect, index) => {
    effect.businesses.forEach((business, at) => {
      const where = `/registration/effects/${index}/businesses/${at}`;
      if (catalogue && !businesses.has(business)) problems.push({ file, pointer: where, reason: `business "${business}" is not in the catalogue` });
      if (seen.has(business)) problems.push({ file, pointer: where, reason: `business "${business}" has two register changes` });
      seen.add(business);
    });
    const lists: Array<[string, string[] | undefined]> = [
      ['certificate', effect.certificate],
      ['unit', effect.unit],
      ...Object.entries(effect.values).map(([name, paths]): [string, string[] | undefined] => [`values/${name}`, paths]),
    ];
    for (const [name, paths] of lists) {
      (paths ?? []).forEach((path, at) => {
        const reason = pathProblem(path);
        if (reason) problems.push({ file, pointer: `/registration/effects/${index}/${name}/${at}`, reason });
      });
    }
  });
  return problems;
}
