import { describe, expect, it } from 'vitest';
import { activeTab } from './BottomNav';

describe('activeTab', () => {
  it('maps paths to the three tabs', () => {
    expect(activeTab('/')).toBe('home');
    expect(activeTab('/apply')).toBe('hall');
    expect(activeTab('/info/infofilldyqsc')).toBe('hall');
    expect(activeTab('/upload')).toBe('hall');
    expect(activeTab('/applyDetailDyqzy')).toBeNull();
    expect(activeTab('/ApplyDetail')).toBeNull();
    expect(activeTab('/prodoing')).toBeNull();
    expect(activeTab('/seladd')).toBe('hall');
    expect(activeTab('/selapp')).toBe('hall');
    expect(activeTab('/my')).toBe('me');
    expect(activeTab('/my/feedBackList')).toBe('me');
    expect(activeTab('/myself')).toBeNull();
    expect(activeTab('/news')).toBeNull();
  });
});
