import type { NoticeKind, RecordPath, RegistrationEffectConfig, RegistrationValueName } from '../schemas/types';
import { firstFilled } from './firstFilled';
import { readValues } from './readValues';
import type { ApplicationRecords, MortgageTerms, NoticeTerms, Place, ResolvedEffect } from './types';

class Missing {
  constructor(readonly path: RecordPath) {}
}

/**
 * What registering this application writes in the register, read from its records as the
 * configuration says (schemas/workflow/review.json `registration`, docs/decisions/0054, 0074); or
 * the first value it lacks. Names of several parties are joined with 、; the amount must be a
 * number. Every unit is a place: its certificate and the unit it must cover.
 */
export function resolveEffect(config: RegistrationEffectConfig, application: ApplicationRecords): ResolvedEffect {
  const paths = (name: RegistrationValueName) => config.values[name] ?? [];
  const all = (name: RegistrationValueName) => {
    const values = firstFilled(application, paths(name));
    if (!values.length) throw new Missing(paths(name)[0] ?? name);
    return values;
  };
  const one = (name: RegistrationValueName) => all(name)[0]!;

  const mortgageTerms = (): Omit<MortgageTerms, 'kind'> => {
    const amount = Number(one('amount'));
    if (!Number.isFinite(amount)) throw new Missing(paths('amount')[0]!);
    const unit = firstFilled(application, paths('amountUnit'))[0];
    return {
      mortgagee: all('mortgagee').join('、'),
      mortgagor: all('mortgagor').join('、'),
      amount,
      unit: unit === '1' || unit === '2' ? unit : '3',
      periodStart: one('periodStart'),
      periodEnd: one('periodEnd'),
    };
  };

  // Name and ID number of each holder come from the same party record.
  const holders = () => {
    const namePath = paths('holderName').find((path) => readValues(application, path).some(Boolean));
    if (!namePath) throw new Missing(paths('holderName')[0] ?? 'holderName');
    const cardnumPath = paths('holderCardnum')[0] ?? 'holderCardnum';
    const names = readValues(application, namePath);
    const cardnums = readValues(application, cardnumPath);
    const found = names.map((name, index) => ({ name, cardnum: cardnums[index] ?? '' })).filter((holder) => holder.name || holder.cardnum);
    if (found.some((holder) => !holder.cardnum)) throw new Missing(cardnumPath);
    if (found.some((holder) => !holder.name)) throw new Missing(namePath);
    return found;
  };

  const notice = (kind: NoticeKind): NoticeTerms => (kind === '预告登记' ? { kind, holders: holders(), obligor: all('obligor').join('、') } : { kind, ...mortgageTerms() });

  try {
    // A cancellation may name only the proof number (its page has no units): the register finds the certificate by it.
    const places = (config.kind === 'removeMortgage' || config.kind === 'removeNotice') && !config.certificate?.length ? [] : placesOf(config, application);
    switch (config.kind) {
      case 'addMortgage':
        return { effect: { kind: 'addMortgage', places, mortgage: { ...(config.mortgageKind ? { kind: config.mortgageKind } : {}), ...mortgageTerms() }, consumes: config.consumes ?? [] } };
      case 'removeMortgage':
      case 'removeNotice':
        return { effect: { kind: config.kind, places, proofNumber: one('proofNumber') } };
      case 'transferHolders':
        return { effect: { kind: 'transferHolders', places, holders: holders(), ownership: firstFilled(application, paths('holderOwnership'))[0], consumes: config.consumes ?? [] } };
      case 'transferMortgage':
        return { effect: { kind: 'transferMortgage', places, mortgagee: all('mortgagee').join('、') } };
      case 'addNotices':
        return { effect: { kind: 'addNotices', places, notices: (config.notices ?? []).map(notice) } };
    }
  } catch (error) {
    if (error instanceof Missing) return { missing: error.path };
    throw error;
  }
}

/**
 * Every unit the application names with its certificate, each pair once: the certificate numbers
 * of the first certificate path that holds any, each with the unit of the same record (the unit
 * path of the same form, else the first). A unit without its number is a value missing.
 */
function placesOf(config: RegistrationEffectConfig, application: ApplicationRecords): Place[] {
  const certificatePath = (config.certificate ?? []).find((path) => readValues(application, path).some(Boolean));
  if (!certificatePath) throw new Missing(config.certificate?.[0] ?? 'certificate');
  const form = certificatePath.split('.').slice(0, 2).join('.');
  const unitPath = (config.unit ?? []).find((path) => path.startsWith(`${form}.`)) ?? config.unit?.[0];
  if (!unitPath) throw new Missing('unit');
  const units = readValues(application, unitPath);
  const places: Place[] = [];
  readValues(application, certificatePath).forEach((certificate, index) => {
    if (!certificate) return;
    const unit = units[index] ?? '';
    if (!unit) throw new Missing(unitPath);
    if (!places.some((place) => place.certificate === certificate && place.unit === unit)) places.push({ certificate, unit });
  });
  return places;
}
