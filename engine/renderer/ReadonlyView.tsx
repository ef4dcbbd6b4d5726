import List from 'antd-mobile/es/components/list';
import { useMemo } from 'react';
import type { Facts } from '../conditions/types';
import type { Locale } from '../i18n/translate';
import { toReadonlyRows } from '../readonly/toReadonlyRows';
import { computeFieldPlan } from '../rules/computeFieldPlan';
import type { ResolvedForm } from '../schemas/resolveForm';
import type { TitleConfig } from '../schemas/types';
// antd-mobile's theme variables (the app imports them too; the engine must not depend on that).
import 'antd-mobile/es/global';
import './engineForm.css';

export interface ReadonlyViewProps {
  resolved: ResolvedForm;
  data: Record<string, unknown>;
  facts?: Facts;
  titleConfig?: TitleConfig;
  locale?: Locale;
  header?: string;
}

/** The read-only view of any form (the 项目信息预览 pages), drawn from the same schema and rules. */
export function ReadonlyView({ resolved, data, facts, titleConfig, locale = 'zh-CN', header }: ReadonlyViewProps) {
  const rows = useMemo(() => {
    const plan = computeFieldPlan(resolved.form, { facts, data, titleConfig });
    return toReadonlyRows(resolved, data, { plan, locale });
  }, [resolved, data, facts, titleConfig, locale]);
  return (
    <List header={header} className="engine-readonly" data-form={resolved.form.id}>
      {rows.map((row) => (
        <List.Item key={row.field} extra={<span data-field={row.field}>{row.text}</span>}>
          {row.label}
        </List.Item>
      ))}
    </List>
  );
}
