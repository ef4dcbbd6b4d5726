import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { formatDate } from '../../../engine/dates/formatDate';
import type { DocumentContent } from '../../../engine/documents/documentContent';
import type { RegistrationEffect } from '../../../engine/registration/types';
import type { Database } from '../../db/types';
import { describeEncumbrances } from '../certificates/encumbrances';
import type { Certificate, Encumbrances } from '../certificates/types';
import { certificateRows } from '../pdf/certificateRows';
import { createRegistryRepository } from '../registryRepository';
import { proofNumber } from './proofNumber';

/** What 缮证 issues: a 不动产权证书 (a transfer) or a 不动产登记证明, its number, the certificate it is about, and what it says. */
export interface IssuedDocument {
  kind: 'certificate' | 'proof';
  number: string;
  certificate: Certificate | undefined;
  content: DocumentContent;
}

/** The application as 缮证 prints it: its acceptance number, business and the parties' names by side. */
export interface PrintedApplication {
  id: string;
  prolsh: string;
  business: string;
  /** 权利人 (parties of type 0) and 义务人 (type 1), names joined with 、. */
  holders: string;
  obligors: string;
  /** The certificate number the application names, if any (a business without a register effect). */
  named: string | undefined;
}

const chinaYear = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).getUTCFullYear();

/**
 * The register's side of 缮证 (docs/decisions/0075), in the caller's transaction. A transfer gets a
 * new 不动产权证书: the certificate 登簿 wrote the buyers on is locked, copied under a new number
 * (the acceptance serial in this year's sequence, the next free one) and cancelled; pressed again,
 * the successor it names is printed. Every other business gets a 不动产登记证明: a registered
 * mortgage's proof number as 登簿 gave it, else one made the same way from the acceptance number.
 */
export async function issueDocument(tx: Transaction<Database>, application: PrintedApplication, effect: RegistrationEffect | undefined, at: Date = new Date()): Promise<IssuedDocument> {
  const records = createRegistryRepository(tx);
  if (effect?.kind === 'transferHolders') {
    // The first certificate written: a transfer of several certificates' units prints the first one's successor (decision 0075).
    const certificate = await reissued(tx, effect.places[0]!.certificate, application.prolsh, at);
    return { kind: 'certificate', number: certificate.bdcqzh, certificate, content: certificateContent(application, certificate) };
  }
  const locked = effect?.kind === 'addMortgage' ? await records.lockByProof(tx, application.prolsh) : undefined;
  const named = effect?.places[0]?.certificate ?? application.named;
  const certificate = locked ? await records.findById(locked.id) : named ? await records.findByNumber(named) : undefined;
  const mortgage = certificate && describeEncumbrances(certificate).mortgages.find((entry) => entry.registration === application.prolsh);
  const place = certificate?.bdcqzh ?? (effect?.kind === 'removeMortgage' ? effect.proofNumber : '');
  const number = mortgage?.proofNumber ?? proofNumber(place, application.prolsh, at);
  const content = proofContent(application, { number, certificate, named, mortgage, cancels: effect?.kind === 'removeMortgage' ? effect.proofNumber : undefined, at });
  return { kind: 'proof', number, certificate, content };
}

/** The new certificate of a transfer: made once, the old one cancelled under its lock; again, the successor it names. */
async function reissued(tx: Transaction<Database>, number: string, prolsh: string, at: Date): Promise<Certificate> {
  const records = createRegistryRepository(tx);
  const old = await records.lockByNumber(tx, number);
  if (!old) throw new Error(`certificate ${number} is gone after 登簿 wrote it`);
  const successor = old.details.replacedBy && (await records.findByNumber(old.details.replacedBy));
  if (successor) return successor;
  const place = old.bdcqzh.match(/^(.*)\(\d{4}\)(.*?)不动产权第/);
  const year = chinaYear(at);
  let serial = Number((prolsh.match(/(\d+)$/)?.[1] ?? '0').slice(-7));
  const numbered = () => `${place?.[1] ?? ''}(${year})${place?.[2] ?? ''}不动产权第${String(serial).padStart(7, '0')}号`;
  while (await records.numberTaken(tx, numbered())) serial += 1;
  const next = { id: `ZS${crypto.randomBytes(8).toString('hex').toUpperCase()}`, bdcqzh: numbered(), year, serial: String(serial).padStart(7, '0') };
  await records.reissue(tx, old, next, at);
  return (await records.findById(next.id))!;
}

/** The printed 不动产权证书: the business, the acceptance number and the new certificate's register page. */
export function certificateContent(application: Pick<PrintedApplication, 'business' | 'prolsh'>, certificate: Certificate): DocumentContent {
  return {
    title: '不动产权证书',
    numberLine: `不动产权证号：${certificate.bdcqzh}`,
    rows: [['业务类型', application.business], ['受理号', application.prolsh], ...certificateRows(certificate)],
    note: '本证书由登记机构缮证并以数字签名签章；扫描右上角二维码或访问验证地址可核验登记簿记载的内容。',
  };
}

/**
 * The printed 不动产登记证明: the right or matter it proves (a registered mortgage with its debt and
 * period, a cancellation with the proof number it cancels, else the business), its parties and
 * the unit's certificate as the register holds it.
 */
export function proofContent(
  application: Omit<PrintedApplication, 'id' | 'named'>,
  proof: { number: string; certificate: Certificate | undefined; named: string | undefined; mortgage: Encumbrances['mortgages'][number] | undefined; cancels: string | undefined; at: Date },
): DocumentContent {
  const { certificate, mortgage } = proof;
  const matter = mortgage ? (mortgage.kind ?? '抵押权') : proof.cancels ? '抵押权注销登记' : application.business;
  const rows: Array<[string, string]> = [
    ['业务类型', application.business],
    ['受理号', application.prolsh],
    ['证明权利或事项', matter],
    ['权利人', mortgage?.mortgagee ?? application.holders],
    ['义务人', mortgage?.mortgagor ?? application.obligors],
    ['坐落', certificate?.zl ?? ''],
    ['不动产单元号', certificate ? certificate.bdcdyid.split('@').join('\n') : ''],
    ['不动产权证号', certificate?.bdcqzh ?? proof.named ?? ''],
    ...(mortgage ? ([['被担保债权数额', mortgage.amountText], ['债务履行期限', `${mortgage.periodStart}至${mortgage.periodEnd}`]] as Array<[string, string]>) : []),
    ...(proof.cancels ? ([['注销的不动产登记证明号', proof.cancels]] as Array<[string, string]>) : []),
    ['登记日期', mortgage?.registeredAt ?? formatDate(proof.at)],
  ];
  return { title: '不动产登记证明', numberLine: `不动产登记证明号：${proof.number}`, rows, note: '本证明由登记机构缮证并以数字签名签章，证明登记簿记载的上述权利或事项。' };
}
