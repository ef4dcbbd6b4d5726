import { describe, expect, it } from 'vitest';
import applicant from '../../schemas/forms/applicant-individual.json' with { type: 'json' };
import dyqxx from '../../schemas/forms/dyqxx.json' with { type: 'json' };
import fwxx from '../../schemas/forms/fwxx.json' with { type: 'json' };
import ygqlxx from '../../schemas/forms/ygqlxx.json' with { type: 'json' };
import type { FormConfig } from '../schemas/types';
import { applyDefaults } from './applyDefaults';

describe('applyDefaults', () => {
  it('gives the mortgage form its defaults: way 1, creditor unit (zqdw) 3, prohibition clause 1; the price unit is the citizen’s choice', () => {
    const data = applyDefaults(dyqxx as unknown as FormConfig, {});
    expect(data).toMatchObject({ dyfs: '1', zqdw: '3', sfczjzhxzzrdybdcdyd: '1' });
    expect(data).not.toHaveProperty('jgdw');
  });
  it('gives the unit, pre-notice and applicant forms the specification defaults', () => {
    expect(applyDefaults(fwxx as unknown as FormConfig, {})).toMatchObject({ fwyt: '10', czfs: '02', sfhbzs: '0', tdsyq_yt: '071' });
    expect(applyDefaults(ygqlxx as unknown as FormConfig, {})).toMatchObject({ sfhbzs: '0', czfs: '01', cqly: '106', jgdw: '1', sfgycq: '1' });
    expect(applyDefaults(applicant as unknown as FormConfig, {})).toMatchObject({ sqr_gyfs: '1', sqr_type: '2', sqr_zjlx: '1' });
  });
  it('keeps given values', () => {
    expect(applyDefaults(dyqxx as unknown as FormConfig, { dyfs: '2' }).dyfs).toBe('2');
  });
});
