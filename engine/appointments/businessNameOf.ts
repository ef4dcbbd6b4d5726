import type { AppointmentConfig } from './types';

/** The business a registration type (djlx) names, as a slip shows it; undefined for a code no business takes. */
export function businessNameOf(config: AppointmentConfig, djlx: string): string | undefined {
  return config.businesses.find((business) => business.djlx !== '' && business.djlx === djlx)?.name;
}
