import crypto from 'node:crypto';
import type { Db } from '../../server/db/database';

/** A certificate made for one test, with the unit its applications name (the register refuses a unit the certificate does not cover). */
export type OwnCertificate = { id: string; bdcqzh: string; unit: string; parcel: string };

/**
 * A certificate of the emulated register held by these people: one flat, no encumbrance, issued
 * years ago (so its drawings and ownership status show). Tests that register (登簿) write on
 * certificates of their own, never on the demo ones other tests read (docs/decisions/0054).
 */
export async function certificateHeldBy(db: Db, holders: Array<{ name: string; cardnum: string }>): Promise<OwnCertificate> {
  const serial = String(crypto.randomInt(1_000_000, 9_999_999));
  const cert = { id: `ZSREG${serial}`, bdcqzh: `冀(2021)邯郸市不动产权第${serial}号`, unit: `130402009009GB${serial.slice(0, 5)}F${serial}1`, parcel: `130402009009GB${serial.slice(0, 5)}W${serial}0` };
  await db
    .insertInto('registry_certificates')
    .values({
      id: cert.id,
      bdcqzh: cert.bdcqzh,
      year: 2021,
      serial,
      xzqdm: '130402',
      xzqmc: '邯山区',
      bdcdyid: cert.unit,
      zdbdcdyid: cert.parcel,
      gyfs: '单独所有',
      zl: `邯郸市邯山区测试路${serial}号`,
      yt: '住宅',
      jzmj: 88.5,
      tdmj: 12.3,
      qlxz: '出让/市场化商品房',
      syqx: '2011年01月01日起2081年12月31日止',
      sfyx: '1',
      fwzt: '正常',
      details: JSON.stringify({ mortgages: [], seizures: [], objections: [], restrictions: [] }),
      issued_at: '2021-05-10T10:00:00+08:00',
    })
    .execute();
  await db
    .insertInto('registry_holders')
    .values(holders.map((holder, index) => ({ certificate_id: cert.id, seq: index + 1, name: holder.name, cardnum: holder.cardnum, share: '100%' })))
    .execute();
  return cert;
}

/** The fill page's unit record of a certificate of one's own (the flat it holds). */
export const unitOf = (cert: OwnCertificate) => ({ bdcqzmh: cert.bdcqzh, bdcdyh: cert.unit, zl: '邯山区测试路1号', fwyt: '10', fwsyqmj: 88.5, qdjg: 120 });

/** What the register keeps on a certificate: its mortgages, the applications written on it, its status and holders. */
export async function storedCertificate(db: Db, id: string) {
  const row = await db.selectFrom('registry_certificates').select(['details', 'fwzt', 'gyfs']).where('id', '=', id).executeTakeFirstOrThrow();
  const details = (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as { mortgages: Array<Record<string, unknown>>; registeredApplications?: string[] };
  const holders = await db.selectFrom('registry_holders').select(['name', 'cardnum']).where('certificate_id', '=', id).orderBy('seq').execute();
  return { ...details, fwzt: row.fwzt, gyfs: row.gyfs, holders };
}
