import useSWR from 'swr';
import type { Facts } from '../../../../engine/conditions/types';
import type { SchemaRegistry } from '../../../../engine/schemas/types';
import { applicationKey, getApply } from '../../../lib/api/application';
import { getQlxxIsShow, QLXX_IS_SHOW_KEY, type Application } from '../api/application';
import { useSchemaRegistry } from '../../../lib/schemas/useSchemaRegistry';
import { flowFacts } from '../facts';
import { readFlowQuery, type FlowQuery } from '../flowQuery';
import { useSearchParams } from 'react-router-dom';

export type FilingContext =
  | { state: 'loading' | 'missing'; retry: () => void }
  | { state: 'error'; error: unknown; retry: () => void }
  | {
      state: 'ready';
      registry: SchemaRegistry;
      application: Application;
      /** The flow's query, with the business and mode as the application stores them. */
      flow: FlowQuery;
      facts: Facts;
      mutate: () => Promise<unknown>;
      retry: () => void;
    };

/**
 * What every page of a draft works from: the configuration, the application (getApply), the
 * facts its rules read (the server's, with the citizen's qlxx_isshow). The application's own business, region and mode win over the query, so
 * an edited address cannot show another business's sections.
 */
export function useFilingContext(proinstid: string): FilingContext {
  const [params] = useSearchParams();
  const registry = useSchemaRegistry();
  const application = useSWR(proinstid ? applicationKey(proinstid) : null, () => getApply(proinstid));
  const qlxxIsShow = useSWR(QLXX_IS_SHOW_KEY, () => getQlxxIsShow(), { revalidateOnFocus: false });
  const retry = () => {
    void registry.mutate();
    void application.mutate();
  };
  if (!registry.data || !application.data || qlxxIsShow.isLoading) {
    const error: unknown = registry.error ?? application.error;
    if (!proinstid) return { state: 'missing', retry };
    return error ? { state: 'error', error, retry } : { state: 'loading', retry };
  }
  const proinst = application.data.proinst;
  const flow: FlowQuery = { ...readFlowQuery(params), id: proinst.id, djlx: proinst.djlx, qllx: proinst.qllx, appointment: proinst.appointment === '1' ? '1' : '0' };
  const facts = flowFacts(proinst.facts, qlxxIsShow.data);
  return { state: 'ready', registry: registry.data, application: application.data, flow, facts, mutate: () => application.mutate(), retry };
}
