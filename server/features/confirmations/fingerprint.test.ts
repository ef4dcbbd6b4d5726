import { describe, expect, it } from 'vitest';
import { contentFingerprint, type ApplicationContent } from './fingerprint';

const content: ApplicationContent = {
  czfs: '01',
  parties: [
    { id: 'p1', sqr_lx: '0', data: { sqr_name: '张三', sqr_tel: '13812345678' } },
    { id: 'p2', sqr_lx: '1', data: { sqr_name: '李四' } },
  ],
  units: [{ id: 'u1', data: { bdcdyh: 'X' } }],
  rights: [{ id: 'r1', data: { jgdw: '1' } }],
  materialFileIds: ['f2', 'f1'],
};

describe('contentFingerprint', () => {
  it('is the same for the same content, whatever the order of rows and keys', () => {
    const shuffled: ApplicationContent = {
      ...content,
      parties: [content.parties[1]!, { id: 'p1', sqr_lx: '0', data: { sqr_tel: '13812345678', sqr_name: '张三' } }],
      materialFileIds: ['f1', 'f2'],
    };
    expect(contentFingerprint(shuffled)).toBe(contentFingerprint(content));
  });

  it('changes with any party, unit, right, holding mode or picture', () => {
    const base = contentFingerprint(content);
    expect(contentFingerprint({ ...content, parties: [content.parties[0]!, { id: 'p2', sqr_lx: '1', data: { sqr_name: '李五' } }] })).not.toBe(base);
    expect(contentFingerprint({ ...content, units: [] })).not.toBe(base);
    expect(contentFingerprint({ ...content, rights: [{ id: 'r1', data: { jgdw: '2' } }] })).not.toBe(base);
    expect(contentFingerprint({ ...content, czfs: '02' })).not.toBe(base);
    expect(contentFingerprint({ ...content, materialFileIds: ['f1'] })).not.toBe(base);
  });
});
