import useSWR from 'swr';
import { api } from '../api/client';
import { resolveForm } from '../../../engine/schemas/resolveForm';
import type { FormConfig } from '../../../engine/schemas/types';

/** Forms outside an application (the profile, the feedback) carry their choices inline: no dictionary to resolve. */
const NO_DICTIONARIES = new Map();

async function loadForm(formId: string) {
  const form = await api.get<FormConfig>(`/api/schemas/forms/${formId}.json`);
  return resolveForm(form, NO_DICTIONARIES);
}

/**
 * One form of schemas/forms fetched as the filing forms are (GET /api/schemas, its ETag keeping
 * a repeat visit to a revalidation) and resolved by the engine; an administrator's edit needs no
 * rebuild. The swr answer: its data is undefined until the form is here, and a failure is the
 * page's to show (failedCall) with a retry.
 */
export function useConfiguredForm(formId: string) {
  return useSWR(['schemas:form', formId], ([, id]) => loadForm(id), { revalidateOnFocus: false, revalidateIfStale: false });
}
