import type { RecordPath, RegistrationEffectConfig, RegistrationValueName } from '../schemas/types';
import { firstFilled } from './firstFilled';
import { readValues } from './readValues';
import type { ApplicationRecords, ResolvedEffect } from './types';

class Missing {
  constructor(readonly path: RecordPath) {}
}

/**
 * What registering this application writes in the register, read from its records as the
 * configuration says (schemas/workflow/review.json `registration`, docs/decisions/0054); or the
 * first value it lacks. Names of several parties are joined with 、; the amount must be a number.
 */
export function resolveEffect(config: RegistrationEffectConfig, application: ApplicationRecords): ResolvedEffect {
  const paths = (name: RegistrationValueName | 'certificate' | 'unit') => (name === 'certificate' || name === 'unit' ? config[name] : config.values[name]) ?? [];
  const all = (name: RegistrationValueName | 'certificate' | 'unit') => {
    const values = firstFilled(application, paths(name));
    if (!values.length) throw new Missing(paths(name)[0] ?? name);
    return values;
  };
  const one = (name: Parameters<typeof all>[0]) => all(name)[0]!;
  try {
    // A cancellation may name only the mortgage (its proof number): the register finds its certificate.
    const named = config.kind === 'removeMortgage' && !paths('certificate').length;
    const place = named ? {} : { certificate: one('certificate'), unit: one('unit') };
    switch (config.kind) {
      case 'addMortgage': {
        if (!place.certificate || !place.unit) throw new Missing('certificate');
        const amount = Number(one('amount'));
        if (!Number.isFinite(amount)) throw new Missing(paths('amount')[0]!);
        const unit = firstFilled(application, paths('amountUnit'))[0];
        return {
          effect: {
            kind: 'addMortgage',
            certificate: place.certificate,
            unit: place.unit,
            mortgage: {
              ...(config.mortgageKind ? { kind: config.mortgageKind } : {}),
              mortgagee: all('mortgagee').join('、'),
              mortgagor: all('mortgagor').join('、'),
              amount,
              unit: unit === '1' || unit === '2' ? unit : '3',
              periodStart: one('periodStart'),
              periodEnd: one('periodEnd'),
            },
          },
        };
      }
      case 'removeMortgage':
        return { effect: { kind: 'removeMortgage', ...place, proofNumber: one('proofNumber') } };
      case 'transferHolders': {
        // Name and ID number of each new holder come from the same party record.
        const namePath = paths('holderName').find((path) => readValues(application, path).some(Boolean));
        if (!namePath) throw new Missing(paths('holderName')[0] ?? 'holderName');
        const cardnumPath = paths('holderCardnum')[0] ?? 'holderCardnum';
        const names = readValues(application, namePath);
        const cardnums = readValues(application, cardnumPath);
        const holders = names.map((name, index) => ({ name, cardnum: cardnums[index] ?? '' })).filter((holder) => holder.name || holder.cardnum);
        if (holders.some((holder) => !holder.cardnum)) throw new Missing(cardnumPath);
        if (holders.some((holder) => !holder.name)) throw new Missing(namePath);
        if (!place.certificate || !place.unit) throw new Missing('certificate');
        return { effect: { kind: 'transferHolders', certificate: place.certificate, unit: place.unit, holders, ownership: firstFilled(application, paths('holderOwnership'))[0] } };
      }
    }
  } catch (error) {
    if (error instanceof Missing) return { missing: error.path };
    throw error;
  }
}
