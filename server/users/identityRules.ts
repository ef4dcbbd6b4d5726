import type { SchemaService } from '../schemas/service';
import type { UserRow } from './userRepository';

/** Personal accounts (usertype 0) need the real-name check; enterprise accounts are verified by the registry. */
export function needsRealName(user: Pick<UserRow, 'usertype'>): boolean {
  return user.usertype !== '1';
}

/**
 * The profile's rules are the profile form's (schemas/forms/profile.json), applied by the engine
 * exactly as the browser applies them: name and ID number required ('please fill in name and ID
 * number first'); a person's name is 2 to 6 Chinese characters and the ID number passes the
 * check-digit rule; an enterprise gives its name and its unified social credit code; the phone is
 * a mobile number. Refuses with the first failure among `fields`, told in the citizen's language.
 */
export function checkProfileFields(schemas: SchemaService, values: { usertype: string; name?: string; cardnum?: string; phone?: string }, fields: ReadonlyArray<'name' | 'cardnum' | 'phone'>): void {
  schemas.refuseFirstFailure('profile', values, fields);
}
