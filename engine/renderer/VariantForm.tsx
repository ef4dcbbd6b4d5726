import { useMemo, useState } from 'react';
import type { Dictionary, FormConfig } from '../schemas/types';
import { pickVariant } from '../schemas/pickVariant';
import { resolveForm } from '../schemas/resolveForm';
import { browserDraftStorage, readDraft } from './drafts/draftStorage';
import { EngineForm, type EngineFormProps } from './EngineForm';

export interface VariantFormProps extends Omit<EngineFormProps, 'resolved' | 'onVariantChange'> {
  /** The variants of one form (e.g. applicant-individual and applicant-company). */
  variants: FormConfig[];
  dictionaries: ReadonlyMap<string, Dictionary>;
}

/**
 * A form with variants chosen by one of its fields (the applicant's type: 2 individual, the
 * default, or 1 company). Switching keeps the values both variants share.
 */
export function VariantForm({ variants, dictionaries, initialData, ...rest }: VariantFormProps) {
  // A local draft (draftKey) may be of the other variant: it chooses, as the citizen left it.
  const [state, setState] = useState(() => {
    const draft = rest.draftKey ? readDraft(browserDraftStorage(), rest.draftKey) : undefined;
    return { form: pickVariant(variants, draft?.data ?? initialData)!, data: initialData };
  });
  const resolved = useMemo(() => resolveForm(state.form, dictionaries), [state.form, dictionaries]);
  return (
    <EngineForm
      key={state.form.id}
      {...rest}
      resolved={resolved}
      initialData={state.data}
      onVariantChange={(value, data) => {
        const next = variants.find((form) => form.variant?.value === value);
        if (!next) return;
        const shared = Object.fromEntries(Object.entries(data).filter(([field]) => next.schema.properties?.[field] && field !== 'sqr_zjlx'));
        setState({ form: next, data: shared });
      }}
    />
  );
}
