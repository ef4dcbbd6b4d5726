import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { ApplicationDocumentTable, Database } from '../db/types';
import type { DocumentContent } from '../../engine/documents/documentContent';


/** How 发证 handed the certificate or proof over: at the counter to a person whose ID was checked, or by post. */
/** How 发证 handed the certificate or proof over (the counter's ID number kept masked). */
export type Handover = { method: 'counter'; recipient: string; cardnum: string } | { method: 'mail'; recipient: string; waybill: string };

export type DocumentKind = ApplicationDocumentTable['kind'];
type Row = Selectable<ApplicationDocumentTable>;

export type StoredDocument = Omit<Row, 'content' | 'handover'> & { content: DocumentContent; handover: Handover | null };

const parsed = (row: Row): StoredDocument => ({
  ...row,
  content: (typeof row.content === 'string' ? JSON.parse(row.content) : row.content) as DocumentContent,
  handover: (typeof row.handover === 'string' ? JSON.parse(row.handover) : row.handover) as Handover | null,
});

/**
 * The documents a case issues (application_documents, migration 0028): the 受理通知书 recorded at
 * 受理, the certificate or proof made at 缮证 and how 发证 handed it over. The one owner of the
 * table; the back office writes through it in its action's transaction, the citizen's pages read it.
 */
export function applicationDocuments(db: Db | Transaction<Database>) {
  return {
    async of(applicationId: string): Promise<StoredDocument[]> {
      const rows = await db.selectFrom('application_documents').selectAll().where('application_id', '=', applicationId).orderBy('created_at').execute();
      return rows.map(parsed);
    },
    async find(applicationId: string, kind: DocumentKind): Promise<StoredDocument | undefined> {
      const row = await db.selectFrom('application_documents').selectAll().where('application_id', '=', applicationId).where('kind', '=', kind).executeTakeFirst();
      return row && parsed(row);
    },
    /** The certificate or proof of an application (whichever 缮证 made). */
    async registrationDocument(applicationId: string): Promise<StoredDocument | undefined> {
      const row = await db.selectFrom('application_documents').selectAll().where('application_id', '=', applicationId).where('kind', 'in', ['certificate', 'proof']).executeTakeFirst();
      return row && parsed(row);
    },
    /** Records a document once: a second record of the same kind changes nothing (the first stands). */
    async record(document: { application_id: string; kind: DocumentKind; number: string; content: DocumentContent; file_id?: string; verify_code?: string; certificate_id?: string; created_by?: string }): Promise<void> {
      await db
        .insertInto('application_documents')
        .values({ ...document, content: JSON.stringify(document.content) })
        .onConflict((oc) => oc.columns(['application_id', 'kind']).doNothing())
        .execute();
    },
    /** The signed file drawn after 缮证 committed, and its QR code's verification code; the first one drawn stays. */
    async attachFile(applicationId: string, kind: DocumentKind, fileId: string, verifyCode: string | null): Promise<void> {
      await db.updateTable('application_documents').set({ file_id: fileId, verify_code: verifyCode }).where('application_id', '=', applicationId).where('kind', '=', kind).where('file_id', 'is', null).execute();
    },
    async recordHandover(applicationId: string, kind: DocumentKind, handover: Handover, at: Date): Promise<void> {
      await db.updateTable('application_documents').set({ handover: JSON.stringify(handover), handed_over_at: at }).where('application_id', '=', applicationId).where('kind', '=', kind).execute();
    },
    /** The electronic licence 发证 issued, once (drawn after its transaction committed). */
    async attachLicence(applicationId: string, kind: DocumentKind, licence: { number: string; fileId: string }): Promise<void> {
      await db
        .updateTable('application_documents')
        .set({ licence_number: licence.number, licence_file_id: licence.fileId })
        .where('licence_file_id', 'is', null)
        .where('application_id', '=', applicationId)
        .where('kind', '=', kind)
        .execute();
    },
  };
}

export type ApplicationDocuments = ReturnType<typeof applicationDocuments>;

/** What the case file and the citizen's application detail show of a document (the ID number of a handover is stored masked). */
export const documentView = (document: StoredDocument) => ({
  kind: document.kind,
  number: document.number,
  title: document.content.title,
  createdAt: document.created_at,
  handover: document.handover,
  handedOverAt: document.handed_over_at,
  licenceNumber: document.licence_number,
});

/** Which of an application's documents a download names: the notice, the certificate or proof, its electronic licence. */
export type DocumentFileKind = 'notice' | 'registration' | 'licence';

/**
 * Where a document's PDF comes from: the notice is drawn from what it says (`draw`, the registry's);
 * the certificate or proof and the licence are the signed files stored when they were issued.
 * Undefined when the application has no such document (yet).
 */
export async function documentPdf(documents: StoredDocument[], kind: DocumentFileKind, draw: (content: DocumentContent) => Promise<Buffer>): Promise<{ filename: string; drawn: Buffer } | { filename: string; fileId: string } | undefined> {
  if (kind === 'notice') {
    const notice = documents.find((document) => document.kind === 'acceptanceNotice');
    return notice && { filename: `受理通知书-${notice.number}.pdf`, drawn: await draw(notice.content) };
  }
  const printed = documents.find((document) => document.kind !== 'acceptanceNotice');
  if (kind === 'registration') return printed?.file_id ? { filename: `${printed.number}.pdf`, fileId: printed.file_id } : undefined;
  return printed?.licence_file_id ? { filename: `${printed.licence_number ?? printed.number}.pdf`, fileId: printed.licence_file_id } : undefined;
}
