import type { Transaction } from 'kysely';
import { attachmentGroupsFor } from '../../../engine/attachments/attachmentGroupsFor';
import { formatDate } from '../../../engine/dates/formatDate';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import type { DocumentContent } from '../../../engine/documents/documentContent';
import { maskIdNumber } from '../../../engine/masking/maskIdNumber';
import { effectFor } from '../../../engine/registration/effectFor';
import { resolveEffect } from '../../../engine/registration/resolveEffect';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import { findStage } from '../../../engine/workflow/findStage';
import { applicationDocuments, documentPdf, documentView, type DocumentFileKind, type StoredDocument } from '../../applications/applicationDocuments';
import { createMaterialsRepository } from '../../applications/materialsRepository';
import { createFilingRepository } from '../../applications/repository';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';
import { refuseStaff } from '../../domain/refusal';
import { hallWord } from '../../outbox/templates';
import type { Registry } from '../../registry/registry';
import { issueDocument } from '../../registry/registration/issueDocument';
import type { FilingRegistry } from '../../registry/registry';
import type { ApplicationOutcomes } from '../../applications/applicationOutcomes';
import type { SchemaRegistry } from '../../../engine/schemas/types';
import { audit, type AuditActor } from '../shared/audit';
import type { DocumentStep } from '../shared/documentStep';
import { reviewCaseRepository as cases } from '../shared/reviewCaseRepository';
import { checkHandover } from './handover';

type Tx = Transaction<Database>;
type Records = NonNullable<Awaited<ReturnType<ReturnType<typeof createFilingRepository>['findWithRecords']>>>['records'];

const namesOf = (records: Records, type: string) =>
  records.parties
    .filter((party) => party.sqr_lx === type)
    .map((party) => String(party.data.sqr_name ?? ''))
    .filter(Boolean)
    .join('、');

/** The application with its records, read in the caller's transaction (which holds its lock). */
async function withRecords(tx: Tx, id: string) {
  const found = await createFilingRepository(tx).findWithRecords(id);
  if (!found) refuseStaff('notFound', 'staff.review.notFound');
  return found;
}

/**
 * The 受理通知书 (docs/decisions/0075): the acceptance number, the business, the parties with their
 * ID numbers masked, the materials received by group, when it was accepted and the statutory
 * completion date the case computed.
 */
async function acceptanceNotice(tx: Tx, configured: SchemaRegistry, id: string, deadline: Date | undefined): Promise<DocumentContent> {
  const { app, records } = await withRecords(tx, id);
  const groups = attachmentGroupsFor(configured, app.prodefid) ?? [];
  const received = await createMaterialsRepository(tx).list(id);
  const counted = [...new Set(received.map((picture) => picture.group_id))].map((group) => `${groups.find((known) => known.id === group)?.name ?? group}（${received.filter((picture) => picture.group_id === group).length}页）`);
  const parties = records.parties.map((party) => `${String(party.data.sqr_name ?? '')}（${maskIdNumber(String(party.data.sqr_zjh ?? ''))}）`);
  return {
    title: '不动产登记受理通知书',
    numberLine: `受理号：${app.prolsh ?? ''}`,
    rows: [
      ['业务类型', app.name],
      ['申请人', parties.join('\n')],
      ['收件材料', counted.join('\n') || '无'],
      ['受理时间', formatDateTime(new Date())],
      ['法定办结时限', deadline ? formatDate(deadline) : '—'],
    ],
    note: '您的登记申请已受理。请凭受理号查询办理进度；办结后按约定方式领取证书或证明。',
  };
}

/**
 * The documents the review's presses issue (the staff router hands this to the review): 受理
 * records the 受理通知书; 发证 needs what 缮证 printed and how it was handed over, then issues the
 * electronic licence — of the new certificate, or the signed proof itself — and tells the citizen.
 */
export function createDocumentStep(db: Db, registry: Registry, schemas: () => SchemaRegistry): DocumentStep {
  return async (tx, kind, application, context): ReturnType<DocumentStep> => {
    const documents = applicationDocuments(tx);
    if (kind === 'acceptanceNotice') {
      await documents.record({ application_id: application.id, kind: 'acceptanceNotice', number: application.prolsh ?? application.id, content: await acceptanceNotice(tx, schemas(), application.id, context.deadline), created_by: context.staffId });
      return { params: {} };
    }
    const handover = checkHandover(context.handover);
    const printed = await documents.registrationDocument(application.id);
    if (!printed?.file_id) refuseStaff('conflict', 'staff.documents.notPrinted');
    await documents.recordHandover(application.id, printed.kind, handover, new Date());
    // The licence is signed and stored once the handover is committed (the file store and the key are read outside the transaction).
    const afterCommit = async () => {
      const certificate = printed.kind === 'certificate' && printed.certificate_id ? await registry.certificate(printed.certificate_id) : undefined;
      const licence = certificate ? await registry.issueLicence({ openid: application.openid, certificate, issue: 'FZ' }) : { fileId: printed.file_id!, licenceNumber: printed.number };
      await applicationDocuments(db).attachLicence(application.id, printed.kind, { number: licence.licenceNumber, fileId: licence.fileId });
    };
    // The waybill goes with the message so the citizen can follow the post; none at the counter.
    const waybill = handover.method === 'mail' ? { 'zh-CN': `，运单号${handover.waybill}`, en: `, waybill ${handover.waybill}` } : '';
    return { params: { handover: hallWord(handover.method === 'mail' ? 'handover.mail' : 'handover.counter'), waybill }, afterCommit };
  };
}

/** The stage whose press hands documents over (发证): 缮证 happens in it, by its roles. */
const handoverStage = (workflow: WorkflowConfig) => workflow.stages.find((stage) => Object.values(stage.actions).some((action) => action?.documents === 'handover'));

/**
 * 缮证 (docs/decisions/0075): the certificate clerk prints the case's certificate or proof once it
 * is registered. Under the application's lock, in the stage that hands it over, by that stage's
 * roles: the register issues the number (a transfer's new certificate, the old one cancelled) and
 * the document is recorded; after commit it is drawn, signed and stored as the citizen's. Pressed
 * again, the same document answers.
 */
export function createPrintService(deps: { db: Db; registry: Registry; workflow: () => WorkflowConfig; applications: Pick<ApplicationOutcomes, 'lock'>; filing: Pick<FilingRegistry, 'recordActivity'> }) {

  /** The stored document's signed file, drawn now if the process that printed it died first. */
  async function withFile(document: StoredDocument, openid: string, origin: string): Promise<StoredDocument> {
    if (document.file_id) return document;
    const certificate = document.certificate_id ? await deps.registry.certificate(document.certificate_id) : undefined;
    const signed = await deps.registry.signCaseDocument({ openid, content: document.content, certificate, origin, filename: `${document.number}.pdf` });
    await applicationDocuments(deps.db).attachFile(document.application_id, document.kind, signed.fileId, signed.code);
    return (await applicationDocuments(deps.db).find(document.application_id, document.kind))!;
  }

  return {
    async print(actor: AuditActor & { id: string; roles: readonly string[] }, id: string, origin: string) {
      const config = deps.workflow();
      const stage = handoverStage(config);
      const printed = await deps.db.transaction().execute(async (tx) => {
        const application = await deps.applications.lock(tx, id);
        if (!application) refuseStaff('notFound', 'staff.review.notFound');
        const found = await cases.find(tx, id);
        if (!stage || found?.stage !== stage.id) refuseStaff('conflict', 'staff.review.notInStage', { stage: findStage(config, found?.stage ?? '')?.name ?? found?.stage ?? '—' });
        if (!stage.roles.some((role) => actor.roles.includes(role))) refuseStaff('forbidden', 'staff.roleRefused');
        const documents = applicationDocuments(tx);
        const earlier = await documents.registrationDocument(id);
        if (earlier) return { document: earlier, openid: application.openid };
        const { records } = await withRecords(tx, id);
        const configured = effectFor(config.registration, application.prodefid);
        const resolved = configured && resolveEffect(configured, records);
        const effect = resolved && 'effect' in resolved ? resolved.effect : undefined;
        const named = records.units.map((unit) => String(unit.data.bdcqzmh ?? '')).find(Boolean);
        const issued = await issueDocument(tx, { id, prolsh: application.prolsh ?? id, business: application.name, holders: namesOf(records, '0'), obligors: namesOf(records, '1'), named }, effect);
        await documents.record({ application_id: id, kind: issued.kind, number: issued.number, content: issued.content, ...(issued.certificate ? { certificate_id: issued.certificate.id } : {}), created_by: actor.id });
        await deps.filing.recordActivity(tx, application, { activity: '缮证', opinion: issued.number, actor: { username: actor.username, role: stage.roles.find((held) => actor.roles.includes(held)) } });
        await audit.record(tx, actor, { action: 'review.print', target: id, after: { kind: issued.kind, number: issued.number } });
        return { document: (await documents.registrationDocument(id))!, openid: application.openid };
      });
      const document = await withFile(printed.document, printed.openid, origin);
      return { kind: document.kind, number: document.number };
    },

    /** What the case file shows of its documents: each one's number, and how it was handed over. */
    async list(id: string) {
      return (await applicationDocuments(deps.db).of(id)).map(documentView);
    },

    /** A document's PDF for the clerk to print: the notice drawn from what it says, the certificate or proof as signed. */
    async pdf(id: string, kind: DocumentFileKind) {
      const found = await documentPdf(await applicationDocuments(deps.db).of(id), kind, (content) => deps.registry.drawNotice(content));
      if (!found) refuseStaff('notFound', 'staff.documents.none');
      return found;
    },
  };
}
