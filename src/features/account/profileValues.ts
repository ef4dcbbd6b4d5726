import type { OwnProfile } from './api/account';

export interface ProfileValues {
  name: string;
  cardnum: string;
  phone: string;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** The profile form's values as they are saved: trimmed, the ID number in capitals. */
export function profileValuesOf(data: Record<string, unknown>): ProfileValues {
  return { name: text(data.name), cardnum: text(data.cardnum).toUpperCase(), phone: text(data.phone) };
}

/**
 * What differs from the saved profile: a changed name or ID number needs a new face check (of a
 * verified user), a changed phone its SMS code. Nothing differs while the profile is loading.
 */
export function profileChanges(values: ProfileValues, profile: Pick<OwnProfile, 'name' | 'cardnum' | 'phone'> | undefined) {
  return {
    identityChanged: Boolean(profile) && (values.name !== profile!.name || values.cardnum !== profile!.cardnum),
    phoneChanged: Boolean(profile) && values.phone !== profile!.phone,
  };
}
