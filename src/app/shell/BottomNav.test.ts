import { describe, expect, it } from 'vitest';
import { activeTab } from './BottomNav';

describe('activeTab', () => {
  it('maps paths to the three tabs', () => {
    expect(activeTab('/')).toBe('home');
    expect(activeTab('/apply')).toBe('home');
    expect(activeTab('/seladd')).toBe('hall');
    expect(activeTab('/selapp')).toBe('hall');
    expect(activeTab('/my')).toBe('me');
    expect(activeTab('/my/feedBackList')).toBe('me');
    expect(activeTab('/myself')).toBeNull();
    expect(activeTab('/news')).toBeNull();
  });
});
