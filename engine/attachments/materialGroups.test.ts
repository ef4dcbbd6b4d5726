import { describe, expect, it } from 'vitest';
import type { AttachmentGroup } from '../schemas/types';
import { materialGroups } from './materialGroups';

const groups = [
  { id: 'id-card', name: '身份证明', nameEn: 'ID papers', required: '是' },
  { id: 'contract', name: '抵押合同', required: '否' },
] as unknown as AttachmentGroup[];

describe('materialGroups', () => {
  it('lists the configured groups in order, empty ones too, then groups only a picture names', () => {
    const view = materialGroups(groups, [{ id: 'p2', group_id: 'old' }, { id: 'p1', group_id: 'id-card' }], 'zh-CN');
    expect(view).toEqual([
      { group: 'id-card', name: '身份证明', required: true, pictures: [{ id: 'p1' }] },
      { group: 'contract', name: '抵押合同', required: false, pictures: [] },
      { group: 'old', name: 'old', required: false, pictures: [{ id: 'p2' }] },
    ]);
  });

  it('names a group in English when it has an English name', () => {
    expect(materialGroups(groups, [], 'en').map((group) => group.name)).toEqual(['ID papers', '抵押合同']);
  });
});
