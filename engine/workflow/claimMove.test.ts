import { describe, expect, it } from 'vitest';
import { claimMove, claimOptions } from './claimMove';

const me = { staffId: 'me', supervisor: false };
const boss = { staffId: 'boss', supervisor: true };

describe('claimMove', () => {
  it('claims a free case or one already mine; never one another member holds', () => {
    expect(claimMove('claim', null, me)).toEqual({ holder: 'me' });
    expect(claimMove('claim', 'me', me)).toEqual({ holder: 'me' });
    expect(claimMove('claim', 'other', me)).toEqual({ refused: 'claimedByOther' });
  });
  it('hands back and transfers only what is mine (or free); a supervisor transfers any', () => {
    expect(claimMove('handBack', 'me', me)).toEqual({ holder: null });
    expect(claimMove('handBack', 'other', me)).toEqual({ refused: 'notClaimedByYou' });
    expect(claimMove('transfer', 'me', me, 'colleague')).toEqual({ holder: 'colleague' });
    expect(claimMove('transfer', null, me, 'colleague')).toEqual({ holder: 'colleague' });
    expect(claimMove('transfer', 'other', me, 'colleague')).toEqual({ refused: 'claimedByOther' });
    expect(claimMove('transfer', 'other', boss, 'colleague')).toEqual({ holder: 'colleague' });
  });
  it('asks the holder to release, and releases as the holder or a supervisor', () => {
    expect(claimMove('requestRelease', 'other', me)).toEqual({ holder: 'other', askedBy: 'me' });
    expect(claimMove('requestRelease', null, me)).toEqual({ refused: 'notClaimed' });
    expect(claimMove('requestRelease', 'me', me)).toEqual({ refused: 'claimedByOther' });
    expect(claimMove('release', 'other', me)).toEqual({ refused: 'notClaimedByYou' });
    expect(claimMove('release', 'other', boss)).toEqual({ holder: null });
    expect(claimMove('release', 'me', me)).toEqual({ holder: null });
    expect(claimMove('release', null, boss)).toEqual({ refused: 'notClaimed' });
  });

  it('offers the claim actions the member may take', () => {
    expect(claimOptions(null, { ...me, ofStage: true })).toEqual(['claim', 'transfer']);
    expect(claimOptions('me', { ...me, ofStage: true })).toEqual(['handBack', 'transfer', 'release']);
    expect(claimOptions('other', { ...me, ofStage: true })).toEqual(['requestRelease']);
    expect(claimOptions('other', { ...boss, ofStage: false })).toEqual(['transfer', 'release']);
  });
});
