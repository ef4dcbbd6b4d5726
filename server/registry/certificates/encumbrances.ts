import { amountUnitLabel, SEIZURE_TYPES, type Certificate, type Encumbrances } from './types';

/**
 * A certificate's encumbrances as everything shows them: the list's status word, the detail's
 * lists, the viewer's flags and the report's tables all come from here, so none can disagree.
 */
export function describeEncumbrances(c: Pick<Certificate, 'sfyx' | 'mortgages' | 'seizures' | 'objections' | 'restrictions'>): Encumbrances {
  const seizures = c.seizures.map((s) => ({ ...s, typeName: SEIZURE_TYPES[s.type] ?? String(s.type) }));
  const mortgages = c.mortgages.map((m) => ({ ...m, amountText: `${m.amount}${amountUnitLabel(m.unit)}` }));
  const burdens = [
    ...new Set(seizures.map((s) => s.typeName)),
    ...new Set(mortgages.map((m) => m.kind ?? '抵押')),
    ...(c.objections.length > 0 ? ['异议'] : []),
    ...(c.restrictions.length > 0 ? ['限制'] : []),
  ];
  const status = c.sfyx !== '1' ? '已注销' : burdens.length > 0 ? burdens.join('、') : '正常';
  return { status, mortgages, seizures, objections: c.objections, restrictions: c.restrictions };
}
