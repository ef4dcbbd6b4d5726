import { describe, expect, it } from 'vitest';
import { pathWith, readFlowQuery } from './flowQuery';

describe('readFlowQuery', () => {
  it('takes the application id from id or slsqId and defaults the mode to 0', () => {
    expect(readFlowQuery(new URLSearchParams('slsqId=a1&djlx=100&qllx=4'))).toEqual({ id: 'a1', appointment: '0', djlx: '100', qllx: '4', code: '', xzqdm: '' });
    expect(readFlowQuery(new URLSearchParams('id=a2&appointment=1')).appointment).toBe('1');
    expect(readFlowQuery(new URLSearchParams('appointment=yes')).appointment).toBe('0');
  });
});

describe('pathWith', () => {
  it('leaves out empty values', () => {
    expect(pathWith('/upload', { slsqId: 'a1', djlx: '', qllx: undefined, appointment: '0' })).toBe('/upload?slsqId=a1&appointment=0');
    expect(pathWith('/sel', {})).toBe('/sel');
  });
});
