import type { Db } from '../../db/database';
import type { FileStore } from '../../files/fileStore';
import { refuse } from '../../domain/refusal';
import { checkQueriedPerson, stateMessage, viewerUrl, type Messages, type QueryIdentity } from '../../queries/http';
import { createQueueRepository, type QueryKind, type QueryRow } from '../../queries/queueRepository';
import { kickRegistryWorker } from '../../queries/worker';
import type { Registry, SignatureCheck } from '../../registry/registry';
import type { ExpectedCompletionOf } from '../../applications/expectedCompletion';
import { QUERY_STATES } from '../../../engine/queries/queryStates';

export interface SearchInput {
  username?: string | undefined;
  zjh?: string | undefined;
  qzh?: string | undefined;
  xzqmc?: string | undefined;
  xzqdm?: string | undefined;
}

/** Certificate and licence queries, licence verification and progress (spec 000 sections 2–5). */
export function createRegistryQueryService(db: Db, files: FileStore, registry: Registry, expected: ExpectedCompletionOf) {
  const queue = createQueueRepository(db);

  /** The checks of spec 000 section 5, in its order, then: only one's own name and ID number. */
  function checkSearch(input: SearchInput, who: QueryIdentity) {
    const username = input.username?.trim() ?? '';
    const zjh = input.zjh?.trim() ?? '';
    const qzh = input.qzh?.trim() ?? '';
    const city = registry.queryCities().find((c) => c.xzqBm === input.xzqdm?.trim() || (!input.xzqdm && c.xzqMc === input.xzqmc?.trim()));
    if (!input.xzqdm?.trim() && !input.xzqmc?.trim()) refuse('invalid', 'registry.fillContent');
    if (!username || !zjh || !qzh) refuse('invalid', 'registry.fillContent');
    if (!city) refuse('invalid', 'registry.cityMissing');
    checkQueriedPerson(username, zjh, who);
    return { qzh, city };
  }

  function present(row: QueryRow, m: Messages) {
    return {
      ID: row.id,
      searchtime: row.created_at,
      state: row.state,
      state_msg: stateMessage(row.state, m, row),
      qzh: row.params.qzh ?? '',
      xzqmc: row.params.xzqmc ?? '',
      ...(row.kind === 'verify' ? { filename: row.filename ?? '' } : {}),
    };
  }

  async function owned(id: string, openid: string, kind: QueryKind): Promise<QueryRow> {
    const row = await queue.find(id);
    if (!row || row.kind !== kind) refuse('notFound', 'registry.recordNotFound');
    if (row.openid !== openid) refuse('forbidden', 'errors.forbidden');
    return row;
  }

  return {
    cities: () => ({ xzqs: registry.queryCities() }),

    async submit(kind: 'zs' | 'dzzz', input: SearchInput, who: QueryIdentity, origin: string) {
      const { qzh, city } = checkSearch(input, who);
      const row = await queue.insert({
        openid: who.openid,
        kind,
        params: { name: who.name, cardnum: who.cardnum, qzh, xzqdm: city.xzqBm, xzqmc: city.xzqMc, origin },
      });
      kickRegistryWorker(db);
      return { ID: row.id, state: row.state };
    },

    async list(openid: string, kind: QueryKind, m: Messages) {
      return (await queue.listOwned(openid, [kind])).map((row) => present(row, m));
    },

    async page(openid: string, page: number, rows: number, m: Messages) {
      const all = await queue.listOwned(openid, ['zs']);
      return { total: all.length, page, rows: all.slice((page - 1) * rows, page * rows).map((row) => present(row, m)) };
    },

    /** The report of a found certificate query: where the viewer opens it. */
    async reportLink(id: string, openid: string) {
      const row = await owned(id, openid, 'zs');
      if (row.state !== QUERY_STATES.answered || !row.result_file_id) refuse('conflict', 'registry.recordNotReady');
      const url = `/online/public/search/downpdf?path=${row.result_file_id}`;
      return { url, viewer: viewerUrl(url), preview: `/online/query/wx/zsPreview?id=${row.id}` };
    },

    async recordForPreview(id: string, openid: string) {
      const row = await owned(id, openid, 'zs');
      if (row.state !== QUERY_STATES.answered) refuse('conflict', 'registry.recordNotReady');
      return row;
    },

    async licenceLink(id: string, openid: string) {
      const row = await owned(id, openid, 'dzzz');
      if (row.state !== QUERY_STATES.answered || !row.result_file_id) refuse('conflict', 'registry.recordNotReady');
      const url = `/online/public/dzzz/signature/preview?id=${row.id}`;
      return { url, viewer: viewerUrl(url) };
    },

    async licenceFile(id: string, openid: string) {
      const row = await owned(id, openid, 'dzzz');
      if (row.state !== QUERY_STATES.answered || !row.result_file_id) refuse('conflict', 'registry.recordNotReady');
      const result = row.result as { licenceNumber?: string } | null;
      return { fileId: row.result_file_id, filename: `${result?.licenceNumber ?? row.id}.pdf` };
    },

    async queueVerification(openid: string, uploadFileId: string, filename: string, fields: Record<string, string>) {
      const row = await queue.insert({
        openid,
        kind: 'verify',
        params: { name: '', cardnum: '', xzqdm: fields.xzqdm || registry.region.xzqBm, xzqmc: fields.xzqmc || registry.region.xzqMc },
        filename,
        uploadFileId,
      });
      kickRegistryWorker(db);
      return { ID: row.id, state: row.state };
    },

    async verification(id: string, openid: string, m: Messages) {
      const row = await owned(id, openid, 'verify');
      const check = row.result as (SignatureCheck & { message?: string }) | null;
      const url = `/dzzz/verification/preview?id=${row.id}`;
      return {
        ...present(row, m),
        result: check
          ? { signed: check.signed, registry: check.registry, unchanged: check.unchanged, signer: check.signer, signingTime: check.signingTime, reason: check.reason }
          : null,
        message: check ? (check.message ?? '') : m('registry.verifyPending'),
        url,
        viewer: viewerUrl(url),
      };
    },

    /** Verification records open whatever their state: the result when there is one, else the uploaded file. */
    async verificationFile(id: string, openid: string) {
      const row = await owned(id, openid, 'verify');
      const fileId = row.result_file_id ?? row.upload_file_id;
      if (!fileId) refuse('notFound', 'registry.fileNotFound');
      return { fileId, filename: row.result_file_id ? `验证结果-${row.id}.pdf` : (row.filename ?? `${row.id}.pdf`) };
    },

    verificationLink: async (id: string, openid: string) => {
      await owned(id, openid, 'verify');
      const url = `/dzzz/verification/preview?id=${id}`;
      return { url, viewer: viewerUrl(url) };
    },

    /** Progress of an application (case-sensitive acceptance number); only the applicant sees it, its stages named in their language. */
    async progress(lsh: string, who: QueryIdentity, stageName: (name: string) => string) {
      const found = await registry.progress(lsh, who);
      if (!found) refuse('notFound', 'registry.progressNone');
      // The hall's expectation of a case it reviews (issue 31): decided here, the page shows it as answered.
      const expectation = await expected(lsh);
      return {
        ...found,
        activityName: stageName(found.activityName),
        steps: found.steps.map((step) => ({ ...step, activityName: stageName(step.activityName) })),
        expectedBy: expectation?.date ?? null,
        expectedBasis: expectation?.basis ?? null,
      };
    },

    files,
  };
}
