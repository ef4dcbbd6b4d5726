import { describe, expect, it } from 'vitest';
import { checkQueryForm, checkUploadFile } from './validate';

describe('query form checks', () => {
  const ok = { city: '130400', name: '张建国', id: '130402198503151231', qzh: '冀(2019)邯郸市不动产权第0016875号' };
  it('asks for every field, then a valid ID', () => {
    expect(checkQueryForm({ ...ok, qzh: '' }, false)).toBe('registry.fillContent');
    expect(checkQueryForm({ ...ok, id: '12345' }, false)).toBe('registry.idWrong');
    expect(checkQueryForm({ ...ok, id: '13040219850315123x' }, false)).toBeNull();
    expect(checkQueryForm({ ...ok, id: '91130400MA0D8XYZ1K' }, true)).toBeNull();
    expect(checkQueryForm(ok, false)).toBeNull();
  });
  it('takes only .pdf names up to 5,120,000,000 bytes (labelled 500M)', () => {
    expect(checkUploadFile({ name: 'a.png', size: 1 })).toBe('registry.pdfOnly');
    expect(checkUploadFile({ name: 'a.pdf', size: 5_120_000_001 })).toBe('registry.tooLarge');
    expect(checkUploadFile({ name: 'a.PDF', size: 10 })).toBeNull();
  });
});
