import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { describeEncumbrances } from '../certificates/encumbrances';
import { DEMO_CERTIFICATES, DEMO_PROCESSES, DEMO_UNITS } from './demoRegistry';

/** Seeds the emulated registry once; running it again (or in a second process) changes nothing. */
export async function seedRegistry(db: Db): Promise<void> {
  for (const unit of DEMO_UNITS) {
    await db
      .insertInto('registry_units')
      .values({ id: unit.id, kind: unit.kind, label: unit.label, geometry: JSON.stringify(unit.geometry) })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  for (const cert of DEMO_CERTIFICATES) {
    const inserted = await db
      .insertInto('registry_certificates')
      .values({
        id: cert.id,
        bdcqzh: cert.bdcqzh,
        year: cert.year,
        serial: cert.serial,
        xzqdm: cert.xzqdm,
        xzqmc: cert.xzqmc,
        bdcdyid: cert.bdcdyid,
        zdbdcdyid: cert.zdbdcdyid,
        gyfs: cert.gyfs,
        zl: cert.zl,
        yt: cert.yt,
        jzmj: cert.jzmj,
        tdmj: cert.tdmj,
        qlxz: cert.qlxz,
        syqx: cert.syqx,
        sfyx: cert.sfyx,
        fwzt: describeEncumbrances({ ...cert, ...cert.details }).status,
        details: JSON.stringify(cert.details),
        issued_at: cert.issuedAt === 'seed' ? sql<Date>`now()` : cert.issuedAt,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    await db
      .insertInto('registry_holders')
      .values(cert.holders.map((holder, seq) => ({ certificate_id: cert.id, seq, name: holder.name, cardnum: holder.cardnum, share: holder.share })))
      .onConflict((oc) => oc.columns(['certificate_id', 'seq']).doNothing())
      .execute();
  }
  for (const process of DEMO_PROCESSES) {
    await db
      .insertInto('registry_processes')
      .values({
        lsh: process.lsh,
        applicant_cardnum: process.applicant.cardnum,
        name: process.applicant.name,
        process_name: process.processName,
        act_start: process.actStart,
        activity_name: process.activityName,
      })
      .onConflict((oc) => oc.column('lsh').doNothing())
      .execute();
  }
}
