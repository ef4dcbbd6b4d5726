import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { refuse, type Translator } from '../../domain/refusal';
import { maskIdNumber } from '../../../engine/masking/maskIdNumber';
import { isMobilePhone } from '../../../engine/validation/mobile';
import { checkQueriedPerson, stateMessage, viewerUrl, type Messages, type QueryIdentity } from '../../queries/http';
import type { ResultCard as Card } from '../../queries/handlers';
import { createQueueRepository, type QueryRow } from '../../queries/queueRepository';
import { kickRegistryWorker } from '../../queries/worker';
import type { Registry } from '../../registry/registry';
import type { SmsGateway } from '../../sms/smsGateway';
import { createFaceCheckRepository, FACE_CHECK_VALID_MS } from '../../users/faceCheckRepository';
import { createQueryCodeRepository } from './repository';
import { QUERY_STATES } from '../../../engine/queries/queryStates';

const CODE_TTL_MS = 5 * 60_000;

export interface SentQueryInput {
  qlrname?: string | undefined;
  qlrcode?: string | undefined;
  qlrphone?: string | undefined;
  xzqmc?: string | undefined;
  xzqdm?: string | undefined;
  code?: string | undefined;
}

/** The certificate search of the application area (spec 001 section 7.5) and certificate printing. */
export interface CatchcertOptions {
  /** Whether a passed face check must come before a search (FACE_HOME_CDZM, docs/decisions/0010). */
  faceCheckFirst: boolean;
  /** Demo mode (EMULATION): the code also comes back in the answer, as the spec's call has it. */
  codeInAnswer: boolean;
}

export function createCatchcertService(db: Db, registry: Registry, sms: SmsGateway, options: CatchcertOptions) {
  const queue = createQueueRepository(db);
  const codes = createQueryCodeRepository(db);
  const faceChecks = createFaceCheckRepository(db);

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

  async function owned(id: string, openid: string): Promise<QueryRow> {
    const row = await queue.find(id);
    if (!row || row.kind !== 'catchcert') refuse('notFound', 'registry.recordNotFound');
    if (row.openid !== openid) refuse('forbidden', 'errors.forbidden');
    return row;
  }

  async function ownedItem(id: string, bdcdyid: string, openid: string) {
    const row = await owned(id, openid);
    const items = (row.result as { items?: Card[] } | null)?.items ?? [];
    const item = items.find((i) => i.BDCDYID === bdcdyid || i.BDCDYID.split('@').includes(bdcdyid)) ?? (bdcdyid ? undefined : items[0]);
    if (row.state !== QUERY_STATES.answered || !item) refuse('notFound', 'registry.recordNotFound');
    const certificate = await registry.certificate(item.certificateId);
    // The card is what the search found then; the certificate is read now. Sold since (a transfer
    // registered, docs/decisions/0054), it is no longer the searcher's to open.
    const held = certificate?.holders.some((holder) => holder.name === row.params.name && holder.cardnum === row.params.cardnum);
    if (!certificate || !held) refuse('notFound', 'registry.recordNotFound');
    return { row, item, certificate };
  }

  return {
    /** The dynamic code goes to the phone by SMS; only in demo mode does the answer carry it too. */
    async sendCode(openid: string, phone: string | undefined, m: Messages): Promise<string> {
      if (!phone || !isMobilePhone(phone.trim())) refuse('invalid', 'registry.phoneWrong');
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      await codes.save(openid, phone.trim(), code, CODE_TTL_MS);
      await sms.send(phone.trim(), m('registry.queryCodeSms', { code, minutes: CODE_TTL_MS / 60_000 }));
      return options.codeInAnswer ? code : '';
    },

    async submit(input: SentQueryInput, who: QueryIdentity) {
      // The browser asks for a face check before /querycert when home_cdzm is 1 (spec 000 section 6);
      // the server holds the same line: a passed, recent check for this very person.
      const since = new Date(Date.now() - FACE_CHECK_VALID_MS);
      if (options.faceCheckFirst && !(await faceChecks.hasFaceCheck(who.openid, who.name, who.cardnum, since))) refuse('forbidden', 'registry.faceRequired');
      const name = input.qlrname?.trim() ?? '';
      const cardnum = input.qlrcode?.trim() ?? '';
      const phone = input.qlrphone?.trim() ?? '';
      if (!name) refuse('invalid', 'registry.nameMissing');
      if (!cardnum) refuse('invalid', 'registry.idWrong');
      checkQueriedPerson(name, cardnum, who);
      if (!isMobilePhone(phone)) refuse('invalid', 'registry.phoneWrong');
      const city = registry.queryCities().find((c) => c.xzqBm === input.xzqdm?.trim()) ?? registry.region;
      const code = input.code?.trim() ?? '';
      if (!code || !(await codes.consume(who.openid, phone, code))) refuse('invalid', 'registry.codeMissing', {}, { data: (translate: Translator) => ({ title: translate('registry.codeTitle') }) });
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
      const row = await owned(id, openid);
      const items = (row.result as { items?: Card[] } | null)?.items ?? [];
      return {
        record: present(row, m),
        list: items.map((item, index) => ({ index: index + 1, BDCDYID: item.BDCDYID, ZDBDCDYID: item.ZDBDCDYID, zsid: item.certificateId, BDCQZH: item.BDCQZH, ZL: item.ZL, fwzt: item.fwzt, cxjg: item.cxjg })),
      };
    },

    /** One result's detail: ownership and every encumbrance (holders' ID numbers masked). */
    async detail(id: string, bdcdyid: string, openid: string) {
      const { item, certificate: c } = await ownedItem(id, bdcdyid, openid);
      const { status, ...encumbrances } = registry.encumbrances(c);
      return {
        ...item,
        fwzt: status,
        QLR: c.holders.map((h) => ({ name: h.name, cardnum: maskIdNumber(h.cardnum), share: h.share })),
        GYFS: c.gyfs,
        QLXZ: c.qlxz,
        SYQX: c.syqx,
        sfyx: c.sfyx,
        ...encumbrances,
      };
    },

    /** The document by BDCDYID (loadPDF): a fresh verification report; path is the file's server-made id. */
    async createPdf(id: string, bdcdyid: string, who: QueryIdentity, origin: string) {
      const { certificate, item } = await ownedItem(id, bdcdyid, who.openid);
      const unit = bdcdyid || item.BDCDYID;
      const report = await registry.issueReport({ openid: who.openid, certificate, holder: who, bdcdyid: unit, origin });
      const url = `/online/public/search/downpdf?path=${report.fileId}`;
      return { path: report.fileId, url, viewer: viewerUrl(url), code: report.code };
    },

    /** The public check behind a report's QR code. */
    async verifyReport(code: string, dyid: string, m: Messages) {
      const report = await registry.findReport(code);
      if (!report || report.bdcdyid !== dyid) refuse('notFound', 'registry.reportNotFound');
      const c = report.certificate;
      return {
        valid: true,
        message: m('registry.reportValid'),
        code: report.code,
        createdAt: report.createdAt,
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
