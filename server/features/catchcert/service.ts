import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import type { FileStore } from '../../files/fileStore';
import { HttpError } from '../../http/httpError';
import { maskIdNumber } from '../../../engine/masking/maskIdNumber';
import { ID_FORMAT, stateMessage, viewerUrl, type Messages, type QueryIdentity } from '../../registry/http';
import type { resultCard } from '../../registry/queue/handlers';
import { createQueueRepository, type QueryRow } from '../../registry/queue/queueRepository';
import { kickRegistryWorker } from '../../registry/queue/worker';
import { createRegistryRepository } from '../../registry/registryRepository';
import { QUERY_CITIES } from '../../registry/seed/demoRegistry';
import { amountUnitLabel, SEIZURE_TYPES } from '../../registry/types';
import { createQueryCodeRepository } from './repository';

type Card = ReturnType<typeof resultCard>;
const CODE_TTL_MS = 5 * 60_000;
export const MOBILE = /^(86)?1[3458]\d{9}$/;

export interface SentQueryInput {
  qlrname?: string | undefined;
  qlrcode?: string | undefined;
  qlrphone?: string | undefined;
  xzqmc?: string | undefined;
  xzqdm?: string | undefined;
  code?: string | undefined;
}

/** The certificate search of the application area (spec 001 section 7.5) and certificate printing. */
export function createCatchcertService(db: Db, files: FileStore) {
  const queue = createQueueRepository(db);
  const codes = createQueryCodeRepository(db);
  const registry = createRegistryRepository(db);

  const present = (row: QueryRow, m: Messages) => ({
    ID: row.id,
    certId: row.id,
    searchtime: row.created_at,
    state: row.state,
    state_msg: stateMessage(row.state, m),
    qlrname: row.params.name,
    xzqmc: row.params.xzqmc ?? '',
    count: ((row.result as { items?: Card[] } | null)?.items ?? []).length,
  });

  async function owned(id: string, openid: string, m: Messages): Promise<QueryRow> {
    const row = await queue.find(id);
    if (!row || row.kind !== 'catchcert') throw new HttpError(404, m('registry.recordNotFound'));
    if (row.openid !== openid) throw new HttpError(403, m('errors.forbidden'));
    return row;
  }

  async function ownedItem(id: string, bdcdyid: string, openid: string, m: Messages) {
    const row = await owned(id, openid, m);
    const items = (row.result as { items?: Card[] } | null)?.items ?? [];
    const item = items.find((i) => i.BDCDYID === bdcdyid || i.BDCDYID.split('@').includes(bdcdyid)) ?? (bdcdyid ? undefined : items[0]);
    if (row.state !== 20 || !item) throw new HttpError(404, m('registry.recordNotFound'));
    const certificate = await registry.findById(item.certificateId);
    if (!certificate) throw new HttpError(404, m('registry.recordNotFound'));
    return { row, item, certificate };
  }

  return {
    /** The dynamic code is sent (emulated SMS: the code comes back in the answer, as the original did). */
    async sendCode(openid: string, phone: string | undefined, m: Messages): Promise<string> {
      if (!phone || !MOBILE.test(phone.trim())) throw new HttpError(400, m('registry.phoneWrong'));
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      await codes.save(openid, phone.trim(), code, CODE_TTL_MS);
      return code;
    },

    async submit(input: SentQueryInput, who: QueryIdentity, m: Messages) {
      const name = input.qlrname?.trim() ?? '';
      const cardnum = input.qlrcode?.trim() ?? '';
      const phone = input.qlrphone?.trim() ?? '';
      if (!name) throw new HttpError(400, m('registry.nameMissing'));
      if (!cardnum || (!who.enterprise && !ID_FORMAT.test(cardnum))) throw new HttpError(400, m('registry.idWrong'));
      if (!MOBILE.test(phone)) throw new HttpError(400, m('registry.phoneWrong'));
      const city = QUERY_CITIES.find((c) => c.xzqBm === input.xzqdm?.trim()) ?? QUERY_CITIES[0]!;
      if (name !== who.name || cardnum.toUpperCase() !== who.cardnum.toUpperCase()) throw new HttpError(403, m('registry.ownOnly'));
      const code = input.code?.trim() ?? '';
      if (!code || !(await codes.consume(who.openid, phone, code))) throw new HttpError(400, m('registry.codeMissing'), 'failure', { title: m('registry.codeTitle') });
      const row = await queue.insert({ openid: who.openid, kind: 'catchcert', params: { name: who.name, cardnum: who.cardnum, phone, xzqdm: city.xzqBm, xzqmc: city.xzqMc } });
      kickRegistryWorker(db);
      return { ID: row.id, state: row.state };
    },

    async records(openid: string, m: Messages, code?: string) {
      const rows = await queue.listOwned(openid, ['catchcert']);
      return rows.filter((row) => !code || row.id === code).map((row) => present(row, m));
    },

    /** A record's result cards (index, certificate number, location, use, area, status). */
    async details(id: string, openid: string, m: Messages) {
      const row = await owned(id, openid, m);
      const items = (row.result as { items?: Card[] } | null)?.items ?? [];
      return {
        record: present(row, m),
        list: items.map((item, index) => ({ index: index + 1, BDCDYID: item.BDCDYID, ZDBDCDYID: item.ZDBDCDYID, zsid: item.certificateId, BDCQZH: item.BDCQZH, ZL: item.ZL, fwzt: item.fwzt, cxjg: item.cxjg })),
      };
    },

    /** One result's detail: ownership, mortgages, seizures (holders' ID numbers masked). */
    async detail(id: string, bdcdyid: string, openid: string, m: Messages) {
      const { item, certificate: c } = await ownedItem(id, bdcdyid, openid, m);
      return {
        ...item,
        QLR: c.holders.map((h) => ({ name: h.name, cardnum: maskIdNumber(h.cardnum), share: h.share })),
        GYFS: c.gyfs,
        QLXZ: c.qlxz,
        SYQX: c.syqx,
        sfyx: c.sfyx,
        mortgages: c.mortgages.map((x) => ({ ...x, amountText: `${x.amount}${amountUnitLabel(x.unit)}` })),
        seizures: c.seizures.map((x) => ({ ...x, typeName: SEIZURE_TYPES[x.type] })),
        objections: c.objections,
        restrictions: c.restrictions,
      };
    },

    /** The document by BDCDYID (loadPDF): a fresh verification report; path is the file's server-made id. */
    async createPdf(id: string, bdcdyid: string, who: QueryIdentity, origin: string, m: Messages) {
      const { certificate, item } = await ownedItem(id, bdcdyid, who.openid, m);
      const unit = bdcdyid || item.BDCDYID.split('@')[0]!;
      // The PDF code loads on first use, not at start (registry/queue/worker.ts says why).
      const { makeReport } = await import('../../registry/queue/handlers');
      const report = await makeReport({ files, queue }, { openid: who.openid, certificate, holder: { name: who.name, cardnum: who.cardnum }, bdcdyid: unit, origin });
      const url = `/online/public/search/downpdf?path=${report.fileId}`;
      return { path: report.fileId, url, viewer: viewerUrl(url), code: report.code };
    },

    /** The public check behind a report's QR code. */
    async verifyReport(code: string, dyid: string, m: Messages) {
      const report = await queue.findReport(code);
      if (!report || report.bdcdyid !== dyid) throw new HttpError(404, m('registry.reportNotFound'));
      const c = await registry.findById(report.certificate_id);
      if (!c) throw new HttpError(404, m('registry.reportNotFound'));
      return {
        valid: true,
        message: m('registry.reportValid'),
        code: report.code,
        createdAt: report.created_at,
        BDCDYID: report.bdcdyid,
        BDCQZH: c.bdcqzh,
        ZL: c.zl,
        QLR: c.holders.map((h) => `${h.name}（${maskIdNumber(h.cardnum)}）`).join('、'),
        seizures: c.seizures.length,
        mortgages: c.mortgages.length,
      };
    },
  };
}
