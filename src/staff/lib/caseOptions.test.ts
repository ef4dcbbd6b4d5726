import { describe, expect, it } from 'vitest';
import { pickerOptions } from './caseOptions';

describe('pickerOptions', () => {
  it('shows the name and sends the code, for regions (code) and businesses (id)', () => {
    expect(pickerOptions([{ code: '130403', name: '丛台区' }])).toEqual([{ value: '130403', label: '丛台区' }]);
    expect(pickerOptions([{ id: '1001', name: '一般抵押权首次登记' }])).toEqual([{ value: '1001', label: '一般抵押权首次登记' }]);
    expect(pickerOptions(undefined)).toEqual([]);
  });
});
