import type { AppointmentConfig } from './types';

/** A business as one centre serves it: what the calendar makes slots of and the lists show. */
export interface CentreBusiness {
  /** `<centre>-<business>`: stable, so orders booked before a configuration change keep their business. */
  processId: string;
  areaId: string;
  name: string;
  djlx: string;
  /** Slot start times by time class: '1' a working day, '2' the eve of a public holiday. */
  starts: Record<'1' | '2', string[]>;
  capacity: number;
  /** Its place in the centre's list. */
  sort: number;
}

/** Every business of every centre, in the configuration's order (schemas:check ensures each named business and template exists). */
export function centreBusinesses(config: AppointmentConfig): CentreBusiness[] {
  const byId = new Map(config.businesses.map((business) => [business.id, business]));
  return config.centres.flatMap((centre) =>
    centre.businesses.flatMap((id, sort) => {
      const business = byId.get(id);
      const template = business && config.slotTemplates[business.slots];
      if (!business || !template) return [];
      return [{ processId: `${centre.id}-${id}`, areaId: centre.id, name: business.name, djlx: business.djlx, starts: { '1': template.full, '2': template.eve }, capacity: business.capacity, sort }];
    }),
  );
}
