import { describe, expect, it } from 'vitest';
import { staffEntryOf } from './staffEntries';

describe('staffEntryOf', () => {
  it('sends /partner to the partner sign-in and /admin to the staff app, with or without a trailing slash', () => {
    expect(staffEntryOf('/partner')).toBe('/staff/sign-in?for=partner');
    expect(staffEntryOf('/partner/')).toBe('/staff/sign-in?for=partner');
    expect(staffEntryOf('/admin')).toBe('/staff');
  });

  it('leaves every other address to the citizen app', () => {
    for (const path of ['/', '/agenter', '/admin/schema-preview', '/partners']) expect(staffEntryOf(path)).toBeUndefined();
  });
});
