import { refuse } from '../../domain/refusal';
import { checkQueriedPerson, type Messages, type QueryIdentity } from '../../queries/http';
import type { Certificate, Registry } from '../../registry/registry';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import type { MessageKey } from '../../../engine/i18n/translate';

export interface FindInput {
  year?: string | undefined;
  number?: string | undefined;
  name?: string | undefined;
  idcard?: string | undefined;
}

/** The floor-plan and parcel-map query and the title-certificate detail page (spec 000 sections 2–8). */
export function createFloorPlanService(registry: Registry) {
  /**
   * The ownership status table (field names documented in docs/decisions: floor plans). The words
   * the hall writes (无, 已查封（2条）, the area's unit) are in the request's language; what the
   * registry published (holders, location, use, co-ownership, right nature) stays as written.
   */
  function ownershipInfo(c: Certificate, now: Date, m: Messages) {
    const flag = (n: number, yes: MessageKey) => (n > 0 ? m(yes, { n }) : m('registry.flag.none'));
    const e = registry.encumbrances(c);
    return {
      BDCQZH: c.bdcqzh,
      QLR: c.holders.map((h) => h.name).join('、'),
      GYFS: c.gyfs,
      ZL: c.zl,
      YT: c.yt,
      JZMJ: c.jzmj > 0 ? m('registry.areaValue', { area: c.jzmj.toFixed(2) }) : '—',
      DYZT: flag(e.mortgages.length, 'registry.flag.mortgaged'),
      CFZT: flag(e.seizures.length, 'registry.flag.seized'),
      YYZT: flag(e.objections.length, 'registry.flag.objected'),
      XZDJ: flag(e.restrictions.length, 'registry.flag.restricted'),
      sfyx: c.sfyx,
      QLXZ: c.qlxz,
      SYQX: c.syqx,
      CXSJ: formatDateTime(now),
    };
  }

  return {
    /** zdtfhtquery: year + serial number of one's own certificate → its unit ids and certificate id. */
    async find(input: FindInput, who: QueryIdentity) {
      const year = input.year?.trim() ?? '';
      const serial = input.number?.trim() ?? '';
      const name = input.name?.trim() ?? '';
      const idcard = input.idcard?.trim() ?? '';
      if (!year) refuse('invalid', 'registry.yearMissing');
      if (!serial) refuse('invalid', 'registry.serialMissing');
      if (!name) refuse('invalid', 'registry.fhtNameMissing');
      if (!idcard) refuse('invalid', 'registry.fhtIdMissing');
      if (!/^\d{4}$/.test(year)) refuse('invalid', 'registry.yearWrong');
      checkQueriedPerson(name, idcard, who);
      const padded = /^\d+$/.test(serial) ? serial.padStart(7, '0') : serial;
      const c = await registry.findHeldCertificateByYearSerial(Number(year), padded, who);
      if (!c) refuse('notFound', 'registry.notFoundCert');
      return { bdcdyid: c.bdcdyid, zdbdcdyid: c.zdbdcdyid, zsid: c.id };
    },

    /** getBDCDYIDByZSID: which images exist and the ownership info (empty during the 5-minute delay). */
    async status(input: { bdcdyid?: string | undefined; zdbdcdyid?: string | undefined; zsid?: string | undefined }, who: QueryIdentity, m: Messages, now = new Date()) {
      const bdcdyid = input.bdcdyid?.trim() ?? '';
      const zdbdcdyid = input.zdbdcdyid?.trim() ?? '';
      if (!bdcdyid || !zdbdcdyid) refuse('invalid', 'registry.bdcdyidNull');
      const units = bdcdyid.split('@').filter(Boolean);
      const held = await registry.listHeldCoveringUnit(units[0]!, who);
      const c = held.find((x) => (!input.zsid || x.id === input.zsid) && x.zdbdcdyid === zdbdcdyid && units.every((u) => x.bdcdyid.split('@').includes(u)));
      if (!c) {
        const exists = input.zsid ? await registry.certificate(input.zsid) : undefined;
        if (exists) refuse('forbidden', 'errors.forbidden');
        refuse('notFound', 'registry.notFoundCert');
      }
      const out = await registry.availability(c, now);
      return {
        hShow: out.house ? 'show' : '',
        zdShow: out.parcel ? 'show' : '',
        zsInfo: out.ownership ? JSON.stringify(ownershipInfo(c, now, m)) : '',
        hMsg: out.house ? '' : m('registry.floorPlanLater'),
        zdMsg: out.parcel ? '' : m('registry.parcelMapLater'),
        zsMsg: out.ownership ? '' : m('registry.ownershipDelayed'),
      };
    },

    /** getImg: the floor plan of a unit or the map of a parcel, drawn from its geometry, for its holders only. */
    async image(unitId: string, who: QueryIdentity, m: Messages, now = new Date()): Promise<string> {
      const [c] = await registry.listHeldCoveringUnit(unitId, who);
      if (!c) {
        if (await registry.hasUnit(unitId)) refuse('forbidden', 'errors.forbidden');
        refuse('notFound', 'registry.imageNotFound');
      }
      const drawn = await registry.drawing(unitId, c, now);
      if ('svg' in drawn) return drawn.svg;
      if (drawn.missing === 'unknown') refuse('notFound', 'registry.imageNotFound');
      refuse('notFound', drawn.missing === 'houseLater' ? 'registry.floorPlanLater' : 'registry.parcelMapLater');
    },
  };
}
