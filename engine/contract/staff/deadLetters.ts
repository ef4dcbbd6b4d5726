/** GET /staff/api/outbox/dead: a message that gave up after its retries (docs/decisions/0049, 0056). */
export interface DeadLetter {
  id: string;
  channel: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  kind: string;
  link: string;
  /** The citizen the message was for: name, phone masked. */
  recipient: { name: string; phone: string };
}
