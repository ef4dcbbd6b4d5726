import { describe, expect, it } from 'vitest';
import vocabulary from '../../../../schemas/vocabulary/vocabulary.json' with { type: 'json' };
import type { Vocabulary } from '../../../../engine/vocabulary/types';
import { actionsFor, hrefFor } from './listTabs';

const config = vocabulary as Vocabulary;
const offered = (tab: number, application: Record<string, unknown>) => actionsFor(config.tabs[tab]!, application).map((action) => action.id);

describe('the /prodoing tabs (spec 001 sections 2.6 and 4)', () => {
  it('has the four tabs in the order of getApplyList', () => {
    expect(config.tabs.map((tab) => tab.title)).toEqual(['未提交', '待审核', '审核通过', '驳回']);
  });

  it('offers 查看修改 and 删除 on drafts and rejected applications', () => {
    expect(offered(0, { kyy: 0 })).toEqual(['edit', 'delete']);
    expect(offered(3, { kyy: 1 })).toEqual(['edit', 'delete']);
  });

  it('offers 预约 or 查看预约单 by kyy, 查看详情, and 撤回 only while awaiting review', () => {
    expect(offered(1, { kyy: 1 })).toEqual(['book', 'detail', 'revoke']);
    expect(offered(1, { kyy: 2 })).toEqual(['slip', 'detail', 'revoke']);
    expect(offered(2, { kyy: 0, xzqdm: '130402' })).toEqual(['detail']);
  });

  it('offers 跳转税务 on approved applications of region 630100', () => {
    expect(offered(2, { kyy: 2, xzqdm: '630100' })).toEqual(['slip', 'detail', 'tax']);
  });

  it('fills the appointment addresses from the application', () => {
    const book = config.tabs[1]!.actions.find((action) => action.id === 'book')!;
    const slip = config.tabs[2]!.actions.find((action) => action.id === 'slip')!;
    expect(hrefFor(book, { id: 'a 1' })).toBe('/online/wx/appoint/index?proinstid=a%201');
    expect(hrefFor(slip, { prolsh: 'DJ2026W00001' })).toBe('/online/public/appointment/showcard?wlsh=DJ2026W00001');
    expect(hrefFor({ id: 'detail' }, { id: 'a' })).toBeUndefined();
  });
});
