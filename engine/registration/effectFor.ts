import type { RegistrationConfig, RegistrationEffectConfig } from '../schemas/types';

/** The register change configured for a business (prodefid); undefined: registering it changes nothing in the register. */
export const effectFor = (config: RegistrationConfig | undefined, prodefid: string): RegistrationEffectConfig | undefined =>
  config?.effects.find((effect) => effect.businesses.includes(prodefid));
