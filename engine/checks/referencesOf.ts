import type { ApplicationSnapshot } from '../application/types';
import type { CertificateReference, PreAcceptanceConfig } from './types';

/** The certificate numbers an application names, where the configuration says they are: trimmed, each once, in order, each with the units it is named for. */
export function referencesOf(snapshot: Pick<ApplicationSnapshot, 'units' | 'qlxx'>, config: Pick<PreAcceptanceConfig, 'references'>): CertificateReference[] {
  const found: CertificateReference[] = [];
  for (const source of config.references) {
    const records = source.records === 'units' ? snapshot.units : source.form && snapshot.qlxx[source.form] ? [snapshot.qlxx[source.form]!] : [];
    for (const record of records) {
      const value = record[source.field];
      const number = typeof value === 'string' ? value.trim() : '';
      if (!number) continue;
      const unit = source.unitField ? String(record[source.unitField] ?? '').trim() : '';
      let reference = found.find((each) => each.number === number && each.names === source.names);
      if (!reference) found.push((reference = { number, names: source.names, ...(source.unitField ? { units: [] } : {}) }));
      if (unit && !reference.units?.includes(unit)) reference.units?.push(unit);
    }
  }
  return found;
}
