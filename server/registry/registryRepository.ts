import { sql, type Selectable, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/database';
import type { Database, RegistryCertificateTable } from '../db/types';
import type { Certificate, CertificateDetails, HouseGeometry, ParcelGeometry, StoredCertificateDetails } from './certificates/types';
import { normaliseCertificateNumber } from '../../engine/certificates/normaliseCertificateNumber';

type CertificateRow = Selectable<RegistryCertificateTable>;

function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** SQL of the emulated registry: certificates with their holders, unit geometry, progress. */
export function createRegistryRepository(db: Db) {
  /** A certificate row as the hall reads it, its holders (in order) read with it in the same statement. */
  function withHolders(rows: Array<CertificateRow & { holders: Array<{ name: string; cardnum: string; share: string }> }>): Certificate[] {
    // fwzt is not read: a certificate's status comes from its encumbrances (./encumbrances.ts).
    return rows.map(({ jzmj, tdmj, details: rawDetails, issued_at, fwzt: _stored, holders, ...columns }) => {
      const details = parseJson<CertificateDetails>(rawDetails);
      return {
        ...columns,
        jzmj: Number(jzmj),
        tdmj: Number(tdmj),
        issuedAt: new Date(issued_at),
        mortgages: details.mortgages ?? [],
        seizures: details.seizures ?? [],
        objections: details.objections ?? [],
        restrictions: details.restrictions ?? [],
        holders: parseJson<typeof holders>(holders).map((h) => ({ name: h.name, cardnum: h.cardnum, share: h.share })),
      };
    });
  }

  // One statement a lookup: the holders come as a JSON array beside the certificate's columns (not a second query).
  const certificates = () =>
    db
      .selectFrom('registry_certificates')
      .selectAll('registry_certificates')
      .select((eb) => jsonArrayFrom(eb.selectFrom('registry_holders as h').select(['h.name', 'h.cardnum', 'h.share']).whereRef('h.certificate_id', '=', 'registry_certificates.id').orderBy('h.seq')).as('holders'));
  /** Certificates one of whose holders is this person (name and ID number both match). */
  const heldBy = (name: string, cardnum: string) =>
    certificates().where((eb) =>
      eb.exists(
        eb
          .selectFrom('registry_holders')
          .select('registry_holders.seq')
          .whereRef('registry_holders.certificate_id', '=', 'registry_certificates.id')
          .where('registry_holders.name', '=', name)
          .where('registry_holders.cardnum', '=', cardnum),
      ),
    );

  return {
    async findHeldByNumber(bdcqzh: string, name: string, cardnum: string): Promise<Certificate | undefined> {
      const rows = await heldBy(name, cardnum).where('bdcqzh', '=', normaliseCertificateNumber(bdcqzh)).execute();
      return withHolders(rows)[0];
    },
    /** In one district, or every district when xzqdm is undefined. */
    async listHeldBy(name: string, cardnum: string, xzqdm: string | undefined): Promise<Certificate[]> {
      let query = heldBy(name, cardnum);
      if (xzqdm) query = query.where('xzqdm', '=', xzqdm);
      return withHolders(await query.orderBy('issued_at', 'desc').execute());
    },
    async findHeldByYearSerial(year: number, serial: string, name: string, cardnum: string): Promise<Certificate | undefined> {
      const rows = await heldBy(name, cardnum).where('year', '=', year).where('serial', '=', serial).execute();
      return withHolders(rows)[0];
    },
    /** By number, whoever holds it (the registry's own checks). */
    async findByNumber(bdcqzh: string): Promise<Certificate | undefined> {
      const rows = await certificates().where('bdcqzh', '=', normaliseCertificateNumber(bdcqzh)).execute();
      return withHolders(rows)[0];
    },
    /** The certificate one of whose mortgages or notices (预告) carries this proof number (不动产证明号), whoever holds it. */
    async findByProofNumber(typed: string): Promise<Certificate | undefined> {
      const proofNumber = normaliseCertificateNumber(typed);
      const rows = await certificates()
        .where((eb) => eb.or(['mortgages', 'notices'].map((list) => sql<boolean>`details -> ${list} @> ${JSON.stringify([{ proofNumber }])}::jsonb`)))
        .execute();
      return withHolders(rows)[0];
    },
    async findById(id: string): Promise<Certificate | undefined> {
      const rows = await certificates().where('id', '=', id).execute();
      return withHolders(rows)[0];
    },
    /** Certificates covering a unit id (bdcdyid lists are '@'-joined) or parcel id, held by this person. */
    async listHeldCoveringUnit(unitId: string, name: string, cardnum: string): Promise<Certificate[]> {
      const rows = await heldBy(name, cardnum)
        .where((eb) => eb.or([eb('zdbdcdyid', '=', unitId), eb('bdcdyid', '=', unitId), eb('bdcdyid', 'like', `%${unitId.replace(/[%_\\]/g, '')}%`)]))
        .execute();
      return withHolders(rows).filter((c) => c.zdbdcdyid === unitId || c.bdcdyid.split('@').includes(unitId));
    },
    async findUnit(id: string): Promise<{ id: string; kind: string; label: string; geometry: HouseGeometry | ParcelGeometry } | undefined> {
      const row = await db.selectFrom('registry_units').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? { ...row, geometry: parseJson<HouseGeometry | ParcelGeometry>(row.geometry) } : undefined;
    },
    findProcess: (lsh: string) => db.selectFrom('registry_processes').selectAll().where('lsh', '=', lsh).executeTakeFirst(),
    async insertReport(report: { code: string; openid: string; certificateId: string; bdcdyid: string; fileId: string }): Promise<void> {
      await db
        .insertInto('registry_reports')
        .values({ code: report.code, openid: report.openid, certificate_id: report.certificateId, bdcdyid: report.bdcdyid, file_id: report.fileId })
        .execute();
    },
    findReport: (code: string) => db.selectFrom('registry_reports').selectAll().where('code', '=', code).executeTakeFirst(),

    /** A certificate by number, locked until the transaction ends (registering writes it: two registrations queue). */
    async lockByNumber(tx: Transaction<Database>, bdcqzh: string) {
      const row = await tx.selectFrom('registry_certificates').select(['id', 'bdcqzh', 'bdcdyid', 'zdbdcdyid', 'sfyx', 'details']).where('bdcqzh', '=', normaliseCertificateNumber(bdcqzh)).forUpdate().executeTakeFirst();
      return row && { ...row, details: parseJson<Partial<StoredCertificateDetails>>(row.details) };
    },
    /** The certificate carrying the mortgage or notice (预告) with this proof number (or registered under this acceptance number), locked likewise. */
    async lockByProof(tx: Transaction<Database>, typed: string) {
      const proofNumber = normaliseCertificateNumber(typed);
      const row = await tx
        .selectFrom('registry_certificates')
        .select(['id', 'bdcqzh', 'bdcdyid', 'zdbdcdyid', 'sfyx', 'details'])
        .where((eb) =>
          eb.or(
            ['mortgages', 'notices'].flatMap((list) => [
              sql<boolean>`details->${list} @> ${JSON.stringify([{ proofNumber }])}::jsonb`,
              sql<boolean>`details->${list} @> ${JSON.stringify([{ registration: proofNumber }])}::jsonb`,
            ]),
          ),
        )
        .forUpdate()
        .executeTakeFirst();
      return row && { ...row, details: parseJson<Partial<StoredCertificateDetails>>(row.details) };
    },
    /**
     * A certificate an application names, by its number or a mortgage's proof number, locked as
     * above, with its holders and encumbrances as they are now, read in the same transaction (登簿
     * judges them again: docs/decisions/0058).
     */
    async lockNamed(tx: Transaction<Database>, reference: { names: 'certificate' | 'proof'; number: string }): Promise<Certificate | undefined> {
      const locked = createRegistryRepository(tx);
      const row = reference.names === 'proof' ? await locked.lockByProof(tx, reference.number) : await locked.lockByNumber(tx, reference.number);
      return row && locked.findById(row.id);
    },
    /** Whether a certificate of this number exists, cancelled or not (a new number must be free). */
    numberTaken: async (tx: Transaction<Database>, bdcqzh: string) => Boolean(await tx.selectFrom('registry_certificates').select('id').where('bdcqzh', '=', bdcqzh).executeTakeFirst()),
    /**
     * A new certificate replacing a locked one (缮证 of a transfer, docs/decisions/0075): the same
     * units, areas, encumbrances and holders under a new number, issued now; the old one is
     * cancelled (sfyx 0) and names its successor in its details.
     */
    async reissue(tx: Transaction<Database>, old: { id: string; details: Partial<StoredCertificateDetails> }, next: { id: string; bdcqzh: string; year: number; serial: string }, issuedAt: Date) {
      const row = await tx.selectFrom('registry_certificates').selectAll().where('id', '=', old.id).executeTakeFirstOrThrow();
      await tx
        .insertInto('registry_certificates')
        .values({ ...row, ...next, details: JSON.stringify(parseJson<unknown>(row.details)), issued_at: issuedAt })
        .execute();
      const holders = await tx.selectFrom('registry_holders').select(['seq', 'name', 'cardnum', 'share']).where('certificate_id', '=', old.id).execute();
      if (holders.length) await tx.insertInto('registry_holders').values(holders.map((holder) => ({ ...holder, certificate_id: next.id }))).execute();
      await tx
        .updateTable('registry_certificates')
        .set({ sfyx: '0', details: JSON.stringify({ ...old.details, replacedBy: next.bdcqzh }) })
        .where('id', '=', old.id)
        .execute();
    },
    /** The certificate's encumbrances as registering leaves them; fwzt follows (it is kept for readers of the table, never read here). */
    saveDetails: (tx: Transaction<Database>, id: string, details: StoredCertificateDetails, fwzt: string) =>
      tx.updateTable('registry_certificates').set({ details: JSON.stringify(details), fwzt }).where('id', '=', id).execute(),
    /** The certificate's holders become these, in this order, with the co-ownership it now shows. */
    async replaceHolders(tx: Transaction<Database>, id: string, holders: Array<{ name: string; cardnum: string; share: string }>, gyfs: string) {
      await tx.deleteFrom('registry_holders').where('certificate_id', '=', id).execute();
      await tx
        .insertInto('registry_holders')
        .values(holders.map((holder, index) => ({ certificate_id: id, seq: index + 1, ...holder })))
        .execute();
      await tx.updateTable('registry_certificates').set({ gyfs }).where('id', '=', id).execute();
    },
  };
}

export type RegistryRepository = ReturnType<typeof createRegistryRepository>;
