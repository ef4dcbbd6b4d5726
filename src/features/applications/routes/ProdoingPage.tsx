import { useCallback, useRef, useState } from 'react';
import ActionSheet, { type Action } from 'antd-mobile/es/components/action-sheet';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { ScrollTabs } from '../../../components/ScrollTabs/ScrollTabs';
import { useLocale, useT, type MessageKey } from '../../../lib/i18n';
import type { ApplicationListItem } from '../api/applications';
import { useSchemaRegistry } from '../../../lib/schemas/useSchemaRegistry';
import { ApplicationList, type ApplicationListHandle } from '../components/ApplicationList';
import { useApplicationActions } from '../hooks/useApplicationActions';
import type { ListActionId } from '../../../../engine/vocabulary/types';
import { vocabularyOf } from '../../../../engine/vocabulary/vocabularyOf';
import { actionsFor } from '../model/listTabs';
import '../applications.css';

const ACTION_TEXT: Record<ListActionId, MessageKey> = {
  book: 'applications.action.book',
  slip: 'applications.action.slip',
  detail: 'applications.action.detail',
  edit: 'applications.action.edit',
  delete: 'applications.action.delete',
  revoke: 'applications.action.revoke',
  tax: 'applications.action.tax',
};

/**
 * /prodoing (query yytype true/false, tab): the citizen's applications in the tabs 未提交, 待审核,
 * 审核通过, 驳回; a tap on a card opens the actions its tab offers for it (configuration under
 * schemas/, spec 001 sections 2.6 and 4), and 取消.
 */
export default function ProdoingPage() {
  const t = useT();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const yytype = params.get('yytype');
  const registry = useSchemaRegistry();
  // The tabs and their actions are the vocabulary's, read from the configuration the filing pages read.
  const tabs = registry.data ? vocabularyOf(registry.data).tabs : undefined;
  const list = useRef<ApplicationListHandle>(null);
  const [open, setOpen] = useState<ApplicationListItem | null>(null);
  const refresh = useCallback(() => void list.current?.refresh(), []);
  const run = useApplicationActions(registry.data, refresh);

  const count = tabs?.length ?? 0;
  const requested = Number(params.get('tab') ?? 0);
  const tab = Number.isInteger(requested) && requested >= 0 && requested < count ? requested : 0;
  const config = tabs?.[tab];
  const actions: Action[] =
    open && config
      ? actionsFor(config, open as unknown as Record<string, unknown>).map((action) => ({
          key: action.id,
          text: t(ACTION_TEXT[action.id]),
          danger: action.id === 'delete',
          onClick: () => void run(action, open),
        }))
      : [];

  const selectTab = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', key);
    setParams(next, { replace: true });
  };

  if (registry.error && !registry.data) return <LoadFailed error={registry.error} retry={() => void registry.mutate()} />;
  if (!tabs) return null;
  return (
    <div className="applications-list">
      <ScrollTabs activeKey={String(tab)} onChange={selectTab}>
        {tabs.map((entry, index) => (
          <ScrollTabs.Tab key={String(index)} title={locale === 'en' ? (entry.titleEn ?? entry.title) : entry.title} />
        ))}
      </ScrollTabs>
      <ApplicationList key={`${tab}:${yytype ?? ''}`} ref={list} tab={tab} yytype={yytype} onOpen={setOpen} />
      <ActionSheet visible={open !== null} closeOnAction extra={open?.name} actions={actions} cancelText={t('common.cancel')} onClose={() => setOpen(null)} />
    </div>
  );
}
