import type { Db } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { ID_FORMAT, type Messages, type QueryIdentity } from '../../registry/http';
import { drawFloorPlan, drawParcelMap } from '../../registry/images/drawings';
import { imagesReady, ownershipReady } from '../../registry/readiness';
import { createRegistryRepository } from '../../registry/registryRepository';
import type { Certificate, HouseGeometry, ParcelGeometry } from '../../registry/types';
import { formatDateTime } from '../../http/dates';

export interface FindInput {
  year?: string | undefined;
  number?: string | undefined;
  name?: string | undefined;
  idcard?: string | undefined;
}

/** The floor-plan and parcel-map query and the title-certificate detail page (spec 000 sections 2–8). */
export function createFloorPlanService(db: Db) {
  const registry = createRegistryRepository(db);

  /** The ownership status table (field names documented in docs/decisions: floor plans). */
  function ownershipInfo(c: Certificate, now: Date) {
    const flag = (n: number, yes: string) => (n > 0 ? yes : '无');
    return {
      BDCQZH: c.bdcqzh,
      QLR: c.holders.map((h) => h.name).join('、'),
      GYFS: c.gyfs,
      ZL: c.zl,
      YT: c.yt,
      JZMJ: c.jzmj > 0 ? c.jzmj.toFixed(2) : '—',
      DYZT: flag(c.mortgages.length, `已抵押（${c.mortgages.length}条）`),
      CFZT: flag(c.seizures.length, `已查封（${c.seizures.length}条）`),
      YYZT: flag(c.objections.length, `有异议（${c.objections.length}条）`),
      XZDJ: flag(c.restrictions.length, `有限制（${c.restrictions.length}条）`),
      sfyx: c.sfyx,
      QLXZ: c.qlxz,
      SYQX: c.syqx,
      CXSJ: formatDateTime(now),
    };
  }

  return {
    /** zdtfhtquery: year + serial number of one's own certificate → its unit ids and certificate id. */
    async find(input: FindInput, who: QueryIdentity, m: Messages) {
      const year = input.year?.trim() ?? '';
      const serial = input.number?.trim() ?? '';
      const name = input.name?.trim() ?? '';
      const idcard = input.idcard?.trim() ?? '';
      if (!year) throw new HttpError(400, m('registry.yearMissing'));
      if (!serial) throw new HttpError(400, m('registry.serialMissing'));
      if (!name) throw new HttpError(400, m('registry.fhtNameMissing'));
      if (!idcard) throw new HttpError(400, m('registry.fhtIdMissing'));
      if (!/^\d{4}$/.test(year)) throw new HttpError(400, m('registry.yearWrong'));
      if (!who.enterprise && !ID_FORMAT.test(idcard)) throw new HttpError(400, m('registry.idWrong'));
      if (name !== who.name || idcard.toUpperCase() !== who.cardnum.toUpperCase()) throw new HttpError(403, m('registry.ownOnly'));
      const padded = /^\d+$/.test(serial) ? serial.padStart(7, '0') : serial;
      const c = await registry.findHeldByYearSerial(Number(year), padded, who.name, who.cardnum);
      if (!c) throw new HttpError(404, m('registry.notFoundCert'));
      return { bdcdyid: c.bdcdyid, zdbdcdyid: c.zdbdcdyid, zsid: c.id };
    },

    /** getBDCDYIDByZSID: which images exist and the ownership info (empty during the 5-minute delay). */
    async status(input: { bdcdyid?: string | undefined; zdbdcdyid?: string | undefined; zsid?: string | undefined }, who: QueryIdentity, m: Messages, now = new Date()) {
      const bdcdyid = input.bdcdyid?.trim() ?? '';
      const zdbdcdyid = input.zdbdcdyid?.trim() ?? '';
      if (!bdcdyid || !zdbdcdyid) throw new HttpError(400, m('registry.bdcdyidNull'));
      const units = bdcdyid.split('@').filter(Boolean);
      const held = await registry.listHeldCoveringUnit(units[0]!, who.name, who.cardnum);
      const c = held.find((x) => (!input.zsid || x.id === input.zsid) && x.zdbdcdyid === zdbdcdyid && units.every((u) => x.bdcdyid.split('@').includes(u)));
      if (!c) {
        const exists = input.zsid ? await registry.findById(input.zsid) : undefined;
        throw exists ? new HttpError(403, m('errors.forbidden')) : new HttpError(404, m('registry.notFoundCert'));
      }
      const ready = imagesReady(c.issuedAt, now);
      const hasHouse = ready && (await Promise.all(units.map((u) => registry.findUnit(u)))).some((u) => u?.kind === 'house');
      const hasParcel = ready && (await registry.findUnit(zdbdcdyid))?.kind === 'parcel';
      return {
        hShow: hasHouse ? 'show' : '',
        zdShow: hasParcel ? 'show' : '',
        zsInfo: ownershipReady(c.issuedAt, now) ? JSON.stringify(ownershipInfo(c, now)) : '',
        hMsg: hasHouse ? '' : m('registry.floorPlanLater'),
        zdMsg: hasParcel ? '' : m('registry.parcelMapLater'),
        zsMsg: ownershipReady(c.issuedAt, now) ? '' : m('registry.ownershipDelayed'),
      };
    },

    /** getImg: the floor plan of a unit or the map of a parcel, drawn from its geometry, for its holders only. */
    async image(unitId: string, who: QueryIdentity, m: Messages, now = new Date()): Promise<string> {
      const held = await registry.listHeldCoveringUnit(unitId, who.name, who.cardnum);
      const unit = await registry.findUnit(unitId);
      if (!unit) throw new HttpError(404, m('registry.imageNotFound'));
      const c = held[0];
      if (!c) throw new HttpError(403, m('errors.forbidden'));
      if (!imagesReady(c.issuedAt, now)) throw new HttpError(404, unit.kind === 'house' ? m('registry.floorPlanLater') : m('registry.parcelMapLater'));
      if (unit.kind === 'house') {
        const units = c.bdcdyid.split('@');
        return drawFloorPlan(unit.label, unit.geometry as HouseGeometry, c.jzmj / Math.max(units.length, 1));
      }
      return drawParcelMap(unit.label, unit.geometry as ParcelGeometry, unit.id);
    },
  };
}
