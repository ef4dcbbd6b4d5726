import { sql, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { ApplicationConfirmationTable, Database } from '../../db/types';

export type ConfirmationRow = Selectable<ApplicationConfirmationTable>;
type Executor = Db | Transaction<Database>;

/** A request written (or written again) for one party: state requested, everything decided before cleared. */
export type RequestRow = Pick<ApplicationConfirmationTable, 'id' | 'application_id' | 'party_id' | 'party_type' | 'kind' | 'party_name' | 'phone_masked' | 'token_hash' | 'expires_at'>;

/** SQL of application_confirmations (owned by this feature; docs/decisions/0055). */
export function createConfirmationRepository(executor: Executor) {
  return {
    ofApplication: (applicationId: string) => executor.selectFrom('application_confirmations').selectAll().where('application_id', '=', applicationId).execute(),

    /** A link's confirmation by its token's hash (used links have none). */
    byTokenHash: (tokenHash: string) => executor.selectFrom('application_confirmations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

    /** One request per party: a new one replaces what was there (a resend, or after a change or a decline). */
    upsertRequest: (row: RequestRow) =>
      executor
        .insertInto('application_confirmations')
        .values({ ...row, state: 'requested' })
        .onConflict((oc) =>
          oc.constraint('application_confirmations_one_per_party').doUpdateSet({
            party_type: row.party_type,
            kind: row.kind,
            party_name: row.party_name,
            phone_masked: row.phone_masked,
            token_hash: row.token_hash,
            expires_at: row.expires_at,
            state: 'requested',
            requested_at: sql`now()`,
            identified_openid: null,
            decided_at: null,
            decided_by: null,
            request_id: null,
            reason: null,
            fingerprint: null,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow(),

    /**
     * The applications whose company party with this credit code was asked to confirm (any state):
     * what a partner institution may read before submit (index application_parties_sqr_zjh_idx).
     */
    partnerAsked: async (creditCode: string) =>
      (
        await executor
          .selectFrom('application_confirmations as c')
          .innerJoin('application_parties as p', 'p.id', 'c.party_id')
          .select('c.application_id')
          .distinct()
          .where('c.kind', '=', 'partner')
          .where(sql<string>`p.data->>'sqr_zjh'`, 'in', [...new Set([creditCode, creditCode.toLowerCase()])])
          .execute()
      ).map((row) => row.application_id),

    /** The confirmations of these applications asked of the company party with this credit code (the partner list's badges). */
    partnerRowsOf: (applicationIds: readonly string[], creditCode: string) =>
      executor
        .selectFrom('application_confirmations as c')
        .innerJoin('application_parties as p', 'p.id', 'c.party_id')
        .selectAll('c')
        .where('c.kind', '=', 'partner')
        .where('c.application_id', 'in', [...applicationIds])
        .where(sql<string>`upper(p.data->>'sqr_zjh')`, '=', creditCode)
        .execute(),

    markIdentified: (id: string, openid: string) => executor.updateTable('application_confirmations').set({ identified_openid: openid }).where('id', '=', id).execute(),

    /** The party's answer: the link is used up (its hash cleared), the content confirmed is kept as its fingerprint. */
    decide: (id: string, decision: { state: 'confirmed' | 'declined'; decided_by: string; reason: string | null; fingerprint: string; request_id?: string }) =>
      executor
        .updateTable('application_confirmations')
        .set({ ...decision, request_id: decision.request_id ?? null, token_hash: null, decided_at: sql`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
  };
}
