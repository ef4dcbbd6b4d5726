import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../../tests/support/readXlsx';
import { cellOf, tableCsv, tableXlsx, type ExportTable } from './tableExport';

interface Row {
  number: string;
  at: Date;
  overdue: boolean;
  member: string;
  days: number;
}

const table: ExportTable<Row> = {
  columns: [
    { title: '受理号', value: (row) => row.number },
    { title: '提交时间', value: (row) => row.at },
    { title: '超期', value: (row) => row.overdue },
    { title: '认领人', value: (row) => row.member },
    { title: '剩余天数', value: (row) => row.days },
  ],
  rows: [
    { number: '2026000001', at: new Date('2026-11-27T19:02:16.400Z'), overdue: false, member: '审核员（演示）', days: 3 },
    { number: '=HYPERLINK("x")', at: new Date('2026-11-28T01:00:00Z'), overdue: true, member: '-1+1', days: -2 },
  ],
  yes: '是',
  no: '否',
};

describe('the staff table export', () => {
  it('writes China time, 是/否, names and neutralised formulas', () => {
    expect(cellOf(new Date('2026-11-27T19:02:16.400Z'), table)).toBe('2026-11-28 03:02:16');
    expect(cellOf('@SUM(A1)', table)).toBe("'@SUM(A1)");
    expect(cellOf(null, table)).toBe('');
    expect(tableCsv(table).split('\r\n')).toEqual([
      '"受理号","提交时间","超期","认领人","剩余天数"',
      '"2026000001","2026-11-28 03:02:16","否","审核员（演示）",3',
      `"'=HYPERLINK(""x"")","2026-11-28 09:00:00","是","'-1+1",-2`,
    ]);
  });

  it('writes an xlsx a spreadsheet reads back as the same table', async () => {
    const rows = readXlsx(await tableXlsx(table, '队列'));
    expect(rows).toEqual([
      ['受理号', '提交时间', '超期', '认领人', '剩余天数'],
      ['2026000001', '2026-11-28 03:02:16', '否', '审核员（演示）', 3],
      ["'=HYPERLINK(\"x\")", '2026-11-28 09:00:00', '是', "'-1+1", -2],
    ]);
  });
});
