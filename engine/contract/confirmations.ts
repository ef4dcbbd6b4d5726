/**
 * The confirmation calls' shared words (docs/decisions/0055), declared once for the server that
 * answers them and the apps that read them. Types only.
 */

/**
 * What a party's confirmation stands at, as the filer, the party and a partner see it: never asked
 * (notSent), asked (requested; a link past its time: expired), confirmed, declined, or void — a
 * confirmation of content the application no longer has.
 */
export type ConfirmationState = 'notSent' | 'requested' | 'expired' | 'confirmed' | 'declined' | 'void';

/** One shown field of a stored record: its form's label and its value (a dictionary's text for a code). */
export interface ShownField {
  label: string;
  value: string;
}
