import { describe, expect, it } from 'vitest';
import { pageKindOfPath } from './pageKindOfPath';

describe('pageKindOfPath', () => {
  it('tells the generic screen of each shape of the specification', () => {
    expect(pageKindOfPath('/info/infofilldyqzy')).toBe('fill');
    expect(pageKindOfPath('/info/infofill')).toBe('fill');
    expect(pageKindOfPath('/info/person')).toBe('subform');
    expect(pageKindOfPath('/info/Dyqinfo')).toBe('subform');
    expect(pageKindOfPath('/applyDetailDyqzy')).toBe('detail');
    expect(pageKindOfPath('/ApplyDetail')).toBe('detail');
    expect(pageKindOfPath('/applyDetail')).toBe('detail');
    expect(pageKindOfPath('/personD')).toBe('preview');
    expect(pageKindOfPath('/zyxxD')).toBe('preview');
  });

  it('leaves other paths alone', () => {
    for (const path of ['/', '/news', '/info', '/info/a/b', '/my/feedBack', '/D', '/x/personD', '/applyDetail/x']) expect(pageKindOfPath(path), path).toBeUndefined();
  });
});
