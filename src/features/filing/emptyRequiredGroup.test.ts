import { describe, expect, it } from 'vitest';
import { emptyRequiredGroup } from './emptyRequiredGroup';

const group = (name: string, required: string, pictures: number) => ({
  id: name,
  name,
  required,
  pro_attachment: Array.from({ length: pictures }, (_, i) => ({ id: `${name}${i}`, datuminst_id: name, url: '', thumbUrl: '' })),
});

describe('emptyRequiredGroup', () => {
  it('names the first required group without a picture', () => {
    expect(emptyRequiredGroup([group('身份证明', '是', 1), group('其他材料', '否', 0), group('权属证明', '是', 0)])?.name).toBe('权属证明');
    expect(emptyRequiredGroup([group('身份证明', '是', 2), group('其他材料', '否', 0)])).toBeUndefined();
  });
});
