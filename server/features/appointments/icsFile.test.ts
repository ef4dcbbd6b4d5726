import { describe, expect, it } from 'vitest';
import { icsFile } from './icsFile';

describe('icsFile', () => {
  const event = {
    uid: '42@hall',
    start: new Date('2026-11-24T01:00:00Z'),
    minutes: 60,
    summary: '不动产登记预约：抵押登记',
    location: '邯郸市丛台区人民东路366号, 一楼',
    description: '预约号 2026112400000001;请携带身份证',
    stamp: new Date('2026-11-23T10:00:00Z'),
    cancelled: false,
  };

  it('writes one event in UTC with escaped text and a reminder', () => {
    const text = icsFile(event);
    expect(text).toContain('DTSTART:20261124T010000Z\r\n');
    expect(text).toContain('DTEND:20261124T020000Z\r\n');
    expect(text).toContain('LOCATION:邯郸市丛台区人民东路366号\\, 一楼');
    expect(text).toContain('TRIGGER:-PT1H');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const text = icsFile({ ...event, description: '请携带身份证原件及不动产权证书原件'.repeat(4) });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n /g, '')).toContain('请携带身份证原件及不动产权证书原件'.repeat(4));
  });

  it('marks a cancelled appointment cancelled', () => {
    expect(icsFile({ ...event, cancelled: true })).toContain('STATUS:CANCELLED');
  });
});
