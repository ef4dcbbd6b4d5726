import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { confirmingParties, type ConfirmingParty } from '../../../engine/businesses/confirmingParties';
import { findBusiness } from '../../../engine/businesses/findBusiness';
import { partyRoleName } from '../../../engine/businesses/partyRoleName';
import type { Locale } from '../../../engine/i18n/translate';
import { maskIdNumber } from '../../../engine/masking/maskIdNumber';
import { maskPhone } from '../../../engine/masking/maskPhone';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';
import { refuse } from '../../domain/refusal';
import { inEachLocale } from '../../outbox/inEachLocale';
import type { Outbox } from '../../outbox/outbox';
import type { SmsLimits } from '../../sms/smsLimits';
import { FACE_CHECK_VALID_MS, createFaceCheckRepository } from '../../users/faceCheckRepository';
import type { UserDirectory } from '../../users/userDirectory';
import { createUserRepository } from '../../users/userRepository';
import type { PhoneCodes } from '../../sms/phoneCodes';
import { createFilingRepository, type ApplicationRow, type FilingTables, type StoredRecord } from '../../applications/repository';
import { applicationStates } from '../../applications/states';
import type { SchemaService } from '../../schemas/service';
import { confirmationState, type ConfirmationState } from './confirmationState';
import { contentFingerprint } from './fingerprint';
import { LINK_TOKEN_PATTERN, hashLinkToken, newLinkToken } from './linkToken';
import { recordFields } from './recordFields';
import { createConfirmationRepository, type ConfirmationRow } from './repository';
import type { InstitutionContacts, PartnerInstitution } from '../../applications/partnerConfirmations';

type Records = { parties: Array<StoredRecord & { sqr_lx: string }>; units: StoredRecord[]; rights: StoredRecord[] };
type Found = { app: ApplicationRow; records: Records };

const DEFAULT_LINK_HOURS = 72;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/**
 * Confirmation by every party (issue 21, docs/decisions/0055). The filer asks the parties their
 * business names (confirmBy) to confirm; an individual opens a single-use link, proves who they are
 * with a face check matching the party's ID number, reads the application and confirms with an SMS
 * code to the phone entered for them, or declines with a reason; a company decides in the partner
 * system. Submit refuses until every required party confirmed the content as it is now. Every
 * change runs under the application's row lock, the one filing's saves and submit take.
 */
export function createConfirmationService(deps: {
  db: Db;
  schemas: SchemaService;
  users: UserDirectory;
  outbox: Outbox;
  phoneCodes: PhoneCodes;
  smsLimits: SmsLimits;
  institutionContacts: InstitutionContacts;
  now?: () => Date;
}) {
  const { db, schemas, outbox } = deps;
  const { isSubmittable } = applicationStates(schemas);
  const filing = createFilingRepository(db);
  const now = deps.now ?? (() => new Date());

  const businessOf = (app: ApplicationRow) => findBusiness(schemas.snapshot().registry.catalogue, app.prodefid)?.business;
  const linkHours = () => schemas.snapshot().registry.catalogue?.confirmation?.linkHours ?? DEFAULT_LINK_HOURS;
  const roleOf = (app: ApplicationRow, partyType: string, locale: Locale) =>
    partyRoleName(schemas.snapshot().registry.catalogue, businessOf(app), partyType, schemas.list('SQR_LX', locale) ?? [], locale);

  /** The parties who must confirm: the business's confirmBy, less the filer (their own ID number). */
  async function requiredOf(executor: Db | Transaction<Database>, found: Found): Promise<ConfirmingParty[]> {
    // Read in the caller's transaction: PGlite has one connection, and the filer's ID number is read as it is now.
    const filer = await createUserRepository(executor).find(found.app.openid);
    const parties = found.records.parties.map((party) => ({ ...party.data, id: party.id, sqr_lx: party.sqr_lx }));
    return confirmingParties(businessOf(found.app), parties, filer?.cardnum ?? '');
  }

  async function fingerprintOf(trx: FilingTables, found: Found): Promise<string> {
    return contentFingerprint({ czfs: found.app.czfs, ...found.records, materialFileIds: await trx.materialFileIds(found.app.id) });
  }

  /** Each required party with where their confirmation stands. */
  function partiesView(app: ApplicationRow, required: ConfirmingParty[], rows: ConfirmationRow[], fingerprint: string, locale: Locale) {
    return required.map((party) => {
      const row = rows.find((candidate) => candidate.party_id === party.partyId);
      return {
        partyId: party.partyId,
        name: party.name,
        role: roleOf(app, party.partyType, locale),
        phone: maskPhone(party.phone),
        kind: party.kind,
        state: confirmationState(row, fingerprint, now()),
        reason: row?.state === 'declined' ? row.reason : null,
        requestedAt: row?.requested_at ?? null,
        decidedAt: row?.decided_at ?? null,
        expiresAt: row?.kind === 'link' ? row.expires_at : null,
      };
    });
  }

  /** A link's confirmation, still open: unknown or used, past its time, or already decided are refused. */
  async function openLink(executor: Db | Transaction<Database>, token: string): Promise<ConfirmationRow> {
    if (!LINK_TOKEN_PATTERN.test(token)) refuse('notFound', 'confirmation.linkInvalid');
    const row = await createConfirmationRepository(executor).byTokenHash(hashLinkToken(token));
    if (!row || row.state !== 'requested') refuse('notFound', 'confirmation.linkInvalid');
    if (row.expires_at && new Date(row.expires_at).getTime() <= now().getTime()) refuse('conflict', 'confirmation.linkExpired');
    return row;
  }

  /** The link's application, locked, and its party; the link checked again under the lock. */
  async function lockedLink(trx: FilingTables, transaction: Transaction<Database>, token: string, openid: string, needIdentity: boolean) {
    const first = await openLink(transaction, token);
    await trx.lockById(first.application_id);
    const row = await openLink(transaction, token);
    if (needIdentity && row.identified_openid !== openid) refuse('forbidden', 'confirmation.identifyFirst');
    const found = (await trx.findWithRecords(row.application_id))!;
    const party = found.records.parties.find((candidate) => candidate.id === row.party_id);
    if (!party) refuse('notFound', 'confirmation.linkInvalid');
    return { row, found, party };
  }

  /** Tells the filer a party's answer (their message centre and SMS). */
  async function tellFiler(transaction: Transaction<Database>, app: ApplicationRow, row: ConfirmationRow, kind: 'confirmation.confirmed' | 'confirmation.declined', reason: string) {
    await outbox.enqueue(transaction, {
      kind,
      key: `${kind}:${row.id}:${row.decided_at ? new Date(row.decided_at).getTime() : 0}`,
      openid: app.openid,
      params: { party: row.party_name, role: inEachLocale((locale) => roleOf(app, row.party_type, locale)), business: app.name, reason },
      link: '/prodoing',
      subjectId: app.id,
    });
  }

  /**
   * Tells a partner institution (a bank) that its confirmation is asked, or asked again after a
   * change voided the one it gave (docs/decisions/0079): an SMS to each contact phone of its partner
   * accounts, queued in the request's transaction. The recipient is the institution, not a citizen.
   */
  async function tellInstitution(transaction: Transaction<Database>, app: ApplicationRow, party: ConfirmingParty, saved: ConfirmationRow, kind: 'confirmation.partnerRequested' | 'confirmation.partnerVoided', filer: string) {
    const creditCode = party.idNumber.toUpperCase();
    for (const phone of await deps.institutionContacts(transaction, creditCode)) {
      await outbox.enqueue(transaction, {
        kind,
        key: `${kind}:${saved.id}:${new Date(saved.requested_at).getTime()}:${phone}`,
        openid: `institution:${creditCode}`,
        phone,
        params: { filer, business: app.name, institution: party.name, role: inEachLocale((locale) => roleOf(app, party.partyType, locale)) },
        link: `/staff/partner/${app.id}`,
        subjectId: saved.id,
      });
    }
  }

  return {
    /** The filer's 各方确认 section: who must confirm and where each stands. */
    async status(openid: string, id: string, locale: Locale) {
      const found = await filing.findOwnedWithRecords(id, openid);
      if (!found) refuse('notFound', 'proinst.notFound');
      const required = await requiredOf(db, found);
      const rows = await createConfirmationRepository(db).ofApplication(id);
      const fingerprint = await fingerprintOf(filing, found);
      return { required: required.length > 0, parties: partiesView(found.app, required, rows, fingerprint, locale) };
    },

    /**
     * 发送确认: (re)asks every required party who has not confirmed the content as it is now. An
     * individual gets an SMS (to the phone entered for them) with a fresh single-use link, and the
     * message in their hall message centre when a hall user is verified with their ID number; the
     * rows and the messages commit together.
     */
    async request(openid: string, id: string, input: { origin: string; address: string; locale: Locale }) {
      // The texts' limits are counted first, outside the transaction (their counters are other rows).
      const before = await filing.findOwnedWithRecords(id, openid);
      if (before) {
        const rows = await createConfirmationRepository(db).ofApplication(id);
        const fingerprint = await fingerprintOf(filing, before);
        for (const party of await requiredOf(db, before)) {
          const row = rows.find((candidate) => candidate.party_id === party.partyId);
          if (party.kind !== 'link' || !party.phone || confirmationState(row, fingerprint, now()) === 'confirmed') continue;
          const limited = await deps.smsLimits.admit(input.address, party.phone);
          if (limited) refuse('tooMany', limited === 'daily' ? 'errors.smsDailyCap' : 'account.codeLimit');
        }
      }
      const filer = await deps.users.find(openid);
      const answer = await filing.transaction(async (trx, transaction) => {
        const app = await trx.lockOwned(id, openid);
        if (!app) refuse('notFound', 'proinst.notFound');
        if (!isSubmittable(app.shzt)) refuse('conflict', 'confirmation.notOpen');
        const found = (await trx.findOwnedWithRecords(id, openid))!;
        const required = await requiredOf(transaction, found);
        if (required.length === 0) refuse('invalid', 'confirmation.noneRequired');
        const repository = createConfirmationRepository(transaction);
        const rows = await repository.ofApplication(id);
        const fingerprint = await fingerprintOf(trx, found);
        const hours = linkHours();
        for (const party of required) {
          const row = rows.find((candidate) => candidate.party_id === party.partyId);
          const before = confirmationState(row, fingerprint, now());
          if (before === 'confirmed') continue;
          if (party.kind === 'link' && !party.phone) refuse('invalid', 'confirmation.noPhone', { name: party.name });
          const token = party.kind === 'link' ? newLinkToken() : null;
          const saved = await repository.upsertRequest({
            id: row?.id ?? crypto.randomUUID(),
            application_id: id,
            party_id: party.partyId,
            party_type: party.partyType,
            kind: party.kind,
            party_name: party.name,
            phone_masked: maskPhone(party.phone),
            token_hash: token ? hashLinkToken(token) : null,
            expires_at: token ? new Date(now().getTime() + hours * 3_600_000) : null,
          });
          if (!token) {
            // A bank is told when it has something new to decide, not at every press of 发送确认.
            if (before !== 'requested') await tellInstitution(transaction, app, party, saved, before === 'void' ? 'confirmation.partnerVoided' : 'confirmation.partnerRequested', filer?.name || app.user_name);
            continue;
          }
          // Whoever holds a hall account verified with the party's ID number also finds it in the message centre.
          const account = (await createUserRepository(transaction).verifiedWithIdNumber(party.idNumber))[0];
          await outbox.enqueue(transaction, {
            kind: 'confirmation.requested',
            key: `confirmation.requested:${saved.id}:${saved.token_hash}`,
            openid: account?.openid ?? `party:${saved.id}`,
            phone: party.phone,
            params: {
              filer: filer?.name || app.user_name,
              business: app.name,
              role: inEachLocale((locale) => roleOf(app, party.partyType, locale)),
              phone: party.phone,
              hours: String(hours),
              link: `${input.origin}/confirm/${token}`,
            },
            link: `/confirm/${token}`,
            subjectId: saved.id,
          });
        }
        const after = await repository.ofApplication(id);
        return { required: true, parties: partiesView(app, required, after, fingerprint, input.locale) };
      });
      outbox.kick();
      return answer;
    },

    /**
     * What the link shows the signed-in citizen: before they proved to be the party, only whose
     * confirmation it asks (no content); after, the application read-only (others' ID and phone
     * numbers masked), the masked phone the code goes to and the content's fingerprint.
     */
    async open(openid: string, token: string, locale: Locale) {
      const row = await openLink(db, token);
      const found = (await filing.findWithRecords(row.application_id))!;
      const base = { business: found.app.name, role: roleOf(found.app, row.party_type, locale), partyName: row.party_name, expiresAt: row.expires_at };
      if (row.identified_openid !== openid) return { step: 'identify' as const, ...base };
      const registry = schemas.snapshot().registry;
      return {
        step: 'decide' as const,
        ...base,
        phone: row.phone_masked,
        filer: found.app.user_name,
        parties: found.records.parties.map((party) => {
          const own = party.id === row.party_id;
          const data = party.data;
          return {
            role: roleOf(found.app, party.sqr_lx, locale),
            name: text(data.sqr_name),
            idNumber: own ? text(data.sqr_zjh) : maskIdNumber(text(data.sqr_zjh)),
            phone: own ? text(data.sqr_tel) : maskPhone(text(data.sqr_tel)),
            you: own,
          };
        }),
        units: found.records.units.map((unit) => recordFields(registry, unit.form_id, unit.data, locale)),
        rights: found.records.rights.map((right) => ({ title: formTitle(right.form_id, locale), fields: recordFields(registry, right.form_id, right.data, locale) })),
        fingerprint: await fingerprintOf(filing, found),
      };
    },

    /**
     * The signed-in citizen proves to be the party: a face check they passed (recently, not used
     * before) for the party's ID number. Anyone else is refused and nothing changes.
     */
    async identify(openid: string, token: string) {
      await filing.transaction(async (trx, transaction) => {
        const { row, party } = await lockedLink(trx, transaction, token, openid, false);
        // Proved already (the face page's return loaded twice): nothing more to use up.
        if (row.identified_openid === openid) return;
        const faceChecks = createFaceCheckRepository(transaction);
        const since = new Date(now().getTime() - FACE_CHECK_VALID_MS);
        const used = await faceChecks.useFaceCheckForNumber(openid, text(party.data.sqr_zjh).toUpperCase(), since);
        if (!used) refuse('forbidden', (await faceChecks.hasRecentFaceCheck(openid, since)) ? 'confirmation.notYou' : 'confirmation.faceFirst');
        await createConfirmationRepository(transaction).markIdentified(row.id, openid);
      });
      return { identified: true };
    },

    /** The SMS code to the phone the filer entered for the party (shown masked). */
    async sendCode(openid: string, token: string, input: { address: string; locale: Locale }) {
      const row = await openLink(db, token);
      if (row.identified_openid !== openid) refuse('forbidden', 'confirmation.identifyFirst');
      const party = (await filing.findWithRecords(row.application_id))?.records.parties.find((candidate) => candidate.id === row.party_id);
      const phone = text(party?.data.sqr_tel);
      if (!phone) refuse('invalid', 'confirmation.noPhone', { name: row.party_name });
      await deps.phoneCodes.send(openid, phone, input.address, input.locale);
      return { phone: maskPhone(phone) };
    },

    /** 确认: the SMS code, and the content the party read (its fingerprint) still the application's. */
    async confirm(openid: string, token: string, input: { code: string; fingerprint: string }) {
      const first = await openLink(db, token);
      if (first.identified_openid !== openid) refuse('forbidden', 'confirmation.identifyFirst');
      const party = (await filing.findWithRecords(first.application_id))?.records.parties.find((candidate) => candidate.id === first.party_id);
      const code = await deps.phoneCodes.check(openid, text(party?.data.sqr_tel), input.code);
      const answer = await filing.transaction(async (trx, transaction) => {
        const { row, found } = await lockedLink(trx, transaction, token, openid, true);
        if (!isSubmittable(found.app.shzt)) refuse('conflict', 'confirmation.notOpen');
        const fingerprint = await fingerprintOf(trx, found);
        if (fingerprint !== input.fingerprint) refuse('conflict', 'confirmation.changed');
        // Used up with the confirmation it pays for: refused above, the party reads again and
        // retries with the same code (issue 26).
        await deps.phoneCodes.consume(code, transaction);
        const decided = await createConfirmationRepository(transaction).decide(row.id, { state: 'confirmed', decided_by: openid, reason: null, fingerprint });
        await tellFiler(transaction, found.app, decided, 'confirmation.confirmed', '');
        return { state: 'confirmed' as const };
      });
      outbox.kick();
      return answer;
    },

    /** 拒绝 with a reason: submit stops and the filer is told why. */
    async decline(openid: string, token: string, reason: string) {
      const answer = await filing.transaction(async (trx, transaction) => {
        const { row, found } = await lockedLink(trx, transaction, token, openid, true);
        const fingerprint = await fingerprintOf(trx, found);
        const decided = await createConfirmationRepository(transaction).decide(row.id, { state: 'declined', decided_by: openid, reason, fingerprint });
        await tellFiler(transaction, found.app, decided, 'confirmation.declined', reason);
        return { state: 'declined' as const };
      });
      outbox.kick();
      return answer;
    },

    /** The gate submit passes under the application's lock: every required party confirmed this content, none declined. */
    async requireConfirmed(trx: FilingTables, transaction: Transaction<Database>, found: Found) {
      const required = await requiredOf(transaction, found);
      if (required.length === 0) return;
      const rows = await createConfirmationRepository(transaction).ofApplication(found.app.id);
      const fingerprint = await fingerprintOf(trx, found);
      const states = required.map((party) => ({ party, row: rows.find((row) => row.party_id === party.partyId) }));
      const name = (party: ConfirmingParty) => `${party.name}（${roleOf(found.app, party.partyType, 'zh-CN')}）`;
      const declined = states.filter(({ row }) => confirmationState(row, fingerprint, now()) === 'declined');
      if (declined.length > 0) {
        refuse('conflict', 'confirmation.declinedSubmit', { parties: declined.map(({ party, row }) => `${name(party)}：${row?.reason ?? ''}`).join('；') });
      }
      const missing = states.filter(({ row }) => confirmationState(row, fingerprint, now()) !== 'confirmed');
      if (missing.length > 0) refuse('conflict', 'confirmation.missing', { parties: missing.map(({ party }) => name(party)).join('、') });
    },

    /** The applications an institution was asked to confirm (the partner list's drafts, decision 0056's seam `requested`). */
    partnerRequested: (creditCode: string) => createConfirmationRepository(db).partnerAsked(creditCode.trim().toUpperCase()),

    /**
     * Where the institution's confirmation of each of these applications stands (the partner list's
     * badges, docs/decisions/0079); an application it was never asked about is left out. Only a
     * confirmed one depends on the content (void once it changed), so only those are read whole.
     */
    async partnerStates(institution: PartnerInstitution, ids: readonly string[]): Promise<Record<string, ConfirmationState>> {
      if (ids.length === 0) return {};
      const rows = await createConfirmationRepository(db).partnerRowsOf(ids, institution.creditCode.trim().toUpperCase());
      const states: Record<string, ConfirmationState> = {};
      for (const row of rows) {
        const found = row.state === 'confirmed' ? await filing.findWithRecords(row.application_id) : undefined;
        states[row.application_id] = confirmationState(row, found ? await fingerprintOf(filing, found) : '', now());
      }
      return states;
    },

    /** The partner's view of its own company's confirmation of an application. */
    async partnerStatus(institution: PartnerInstitution, id: string) {
      const found = await filing.findWithRecords(id);
      if (!found) return undefined;
      const mine = await partnerRow(db, found, institution);
      if (mine) return partnerView(mine, await fingerprintOf(filing, found));
      // Named and asked by its business, but the filer has not sent it yet.
      const code = institution.creditCode.trim().toUpperCase();
      const named = (await requiredOf(db, found)).find((party) => party.kind === 'partner' && party.idNumber === code);
      return named ? { state: 'notSent' as const, partyName: named.name, requestedAt: null, decidedAt: null, reason: null } : undefined;
    },

    /** The partner confirms or declines (once per request id), under the application's lock; the caller audits it in the same transaction. */
    async partnerDecide(
      institution: PartnerInstitution,
      id: string,
      input: { requestId: string; decision: 'confirmed' | 'declined'; reason: string; staffId: string },
      audit: (transaction: Transaction<Database>, before: ConfirmationState, row: ConfirmationRow) => Promise<void>,
    ): Promise<{ outcome: 'done' | 'notFound' | 'notRequested'; view?: ReturnType<typeof partnerView> }> {
      const result = await filing.transaction(async (trx, transaction) => {
        const app = await trx.lockById(id);
        if (!app) return { outcome: 'notFound' as const };
        const found = (await trx.findWithRecords(id))!;
        const mine = await partnerRow(transaction, found, institution);
        if (!mine) {
          const code = institution.creditCode.trim().toUpperCase();
          const named = (await requiredOf(transaction, found)).some((party) => party.kind === 'partner' && party.idNumber === code);
          return { outcome: named ? ('notRequested' as const) : ('notFound' as const) };
        }
        const fingerprint = await fingerprintOf(trx, found);
        if (mine.request_id === input.requestId) return { outcome: 'done' as const, view: partnerView(mine, fingerprint) };
        const before = confirmationState(mine, fingerprint, now());
        if (before !== 'requested' || !isSubmittable(app.shzt)) return { outcome: 'notRequested' as const, view: partnerView(mine, fingerprint) };
        const decided = await createConfirmationRepository(transaction).decide(mine.id, {
          state: input.decision,
          decided_by: input.staffId,
          reason: input.decision === 'declined' ? input.reason : null,
          fingerprint,
          request_id: input.requestId,
        });
        await audit(transaction, before, decided);
        await tellFiler(transaction, app, decided, input.decision === 'confirmed' ? 'confirmation.confirmed' : 'confirmation.declined', input.reason);
        return { outcome: 'done' as const, view: partnerView(decided, fingerprint) };
      });
      if (result.outcome === 'done') outbox.kick();
      return result;
    },
  };

  /** The company party's confirmation whose credit code is the institution's, if the application has one. */
  async function partnerRow(executor: Db | Transaction<Database>, found: Found, institution: PartnerInstitution) {
    const code = institution.creditCode.trim().toUpperCase();
    const parties = new Set(found.records.parties.filter((party) => text(party.data.sqr_zjh).toUpperCase() === code).map((party) => party.id));
    const rows = await createConfirmationRepository(executor).ofApplication(found.app.id);
    return rows.find((row) => row.kind === 'partner' && parties.has(row.party_id));
  }

  function partnerView(row: ConfirmationRow, fingerprint: string) {
    return { state: confirmationState(row, fingerprint, now()), partyName: row.party_name, requestedAt: row.requested_at, decidedAt: row.decided_at, reason: row.reason };
  }

  function formTitle(formId: string, locale: Locale) {
    const form = schemas.snapshot().registry.forms.get(formId);
    return (locale === 'en' ? form?.titleEn : undefined) ?? form?.title ?? formId;
  }
}

export type ConfirmationService = ReturnType<typeof createConfirmationService>;
