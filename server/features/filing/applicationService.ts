import { findBusiness } from '../../../engine/businesses/findBusiness';
import type { Transaction } from 'kysely';
import { firstBlockingFailure } from '../../../engine/checks/firstBlockingFailure';
import type { CheckOutcome } from '../../../engine/checks/types';
import type { Locale, MessageKey } from '../../../engine/i18n/translate';
import type { Database } from '../../db/types';
import { refuse, type Translator } from '../../domain/refusal';
import { applicantTypeFor } from '../../../engine/businesses/applicantTypeFor';
import type { PreAcceptanceChecks } from '../../checks/preAcceptanceChecks';
import type { FilingRegistry, RegionList } from '../../registry/registry';
import type { UserDirectory } from '../../users/userDirectory';
import type { SchemaService } from '../../schemas/service';
import type { ApplicationForms } from '../../applications/applicationForms';
import { applicationSnapshot } from '../../applications/applicationSnapshot';
import { proinstView, recordsView, routeView, versionView, type RouteView } from '../../applications/applicationView';
import { newId } from './ids';
import { acceptByRegistry } from './registryAcceptance';
import { submissionRepository } from '../../applications/submissionRepository';
import { submissionSnapshot } from './submissionSnapshot';
import type { ApplicationAppointments } from '../../applications/applicationAppointments';
import type { ApplicationVersions } from '../../applications/applicationVersions';
import type { ApplicationRow, FilingRepository, FilingTables, ListFilter } from '../../applications/repository';
import { applicationStates, type ApplicationStates } from '../../applications/states';

type OwnedWithRecords = NonNullable<Awaited<ReturnType<ApplicationVersions['open']>>>;

export interface CreateInput {
  prodefid: string;
  appointment: '0' | '1';
  xzqdm: string;
}


/**
 * What filing asks of the parties' confirmations (docs/decisions/0055): under the application's
 * lock, refuse submit while a party its business names has not confirmed this content, or declined.
 */
export interface SubmitConfirmations {
  requireConfirmed(trx: FilingTables, transaction: Transaction<Database>, found: { app: ApplicationRow; records: OwnedWithRecords['records'] }): Promise<void>;
}

export interface ListInput {
  tab?: number | undefined;
  shzt?: number | undefined;
  yytype?: boolean | undefined;
  page: number;
  rows: number;
}

/**
 * The application as a whole: create the draft, read it, list, check, submit, revoke, delete.
 * Only the owner reaches an application (another's id is "not found"); the state rules of
 * spec 001 section 4 are decided here, never by the client.
 */
export function createApplicationService(deps: {
  repository: FilingRepository;
  schemas: SchemaService;
  forms: ApplicationForms;
  versions: ApplicationVersions;
  users: UserDirectory;
  registry: FilingRegistry;
  checks: PreAcceptanceChecks;
  regions: { list(xzqdm: string): Promise<RegionList | undefined> };
  appointments: ApplicationAppointments;
  confirmations: SubmitConfirmations;
}) {
  const { repository, schemas, forms, versions, users, registry, checks, regions, appointments, confirmations } = deps;
  const states = applicationStates(schemas);
  const { citizenMove } = states;
  const snapshotOf = (found: Parameters<typeof applicationSnapshot>[1], materials?: Record<string, number>) => applicationSnapshot(schemas.vocabulary(), found, materials);

  const owned = async (openid: string, id: string): Promise<ApplicationRow> => {
    const app = await repository.findOwned(id, openid);
    if (!app) refuse('notFound', 'proinst.notFound');
    return app;
  };

  /** The owner's application with its records and the configuration version they are read with; not found for anyone else. */
  const ownedWithRecords = async (openid: string, id: string) => {
    const found = await versions.open(openid, id);
    if (!found) refuse('notFound', 'proinst.notFound');
    return found;
  };

  /** The engine's completeness check over what is stored: undefined when complete, else its first message. */
  const incompleteness = (found: OwnedWithRecords, locale: Locale, materials?: Record<string, number>) => {
    const verdict = schemas.checkApplication(snapshotOf(found, materials), locale, found.version.registry);
    return verdict.ok ? undefined : verdict.message;
  };

  /**
   * The pre-acceptance checks that block the citizen (decision 0052): the first that fails refuses, in the citizen's words.
   * They judge only certificates the application's parties hold (decision 0058): another's is an unknown number.
   */
  const refuseBlocked = (outcomes: readonly CheckOutcome[] | undefined) => {
    // A certificate number changed between the lookup and the lock: the citizen tries again.
    if (!outcomes) refuse('conflict', 'proinst.submitFailed');
    const blocked = firstBlockingFailure(outcomes);
    if (blocked) refuse('conflict', blocked.refusal as MessageKey);
  };

  return {
    owned,

    async create(openid: string, input: CreateInput) {
      const found = findBusiness(schemas.snapshot().registry.catalogue, input.prodefid);
      if (!found) refuse('invalid', 'proinst.businessUnknown');
      const user = await users.find(openid);
      if (found.business.yhlx === '1' && user?.usertype !== '1') refuse('forbidden', 'proinst.enterpriseOnly');
      // The place of application is a region the registry knows (its own list, getAddressList).
      const region = await regions.list(input.xzqdm);
      if (!region) refuse('invalid', 'selection.regionNotFound');
      const key = { openid, prodefid: found.business.id, appointment: input.appointment, xzqdm: input.xzqdm, shzt: states.stateAfter().start };
      const configVersion = await versions.startingNumber();
      // Every tap on 我要申请 asks for a draft: one the citizen has not put anything into yet is
      // handed out again instead of another empty one (under the owner's lock, so two taps at
      // once make one draft).
      // The answer carries where the citizen goes next, as getApply would answer it (decision 0043).
      const app = await repository.transaction(async (trx) => {
        await trx.lockOwnersDrafts(openid);
        const untouched = await trx.findUntouchedDraft(key);
        if (untouched) return untouched;
        return trx.insertApplication({
          ...key,
          id: newId(),
          name: found.business.prodef_name,
          djlx: found.business.djlx,
          qllx: found.business.qllx,
          applicant_type: applicantTypeFor(found.business),
          areaname: region.xzqmc,
          user_name: user?.name ?? '',
          config_version: configVersion,
        });
      });
      return { proinstid: app.id, ...routeView(forms.routeFor(app)) };
    },

    async get(openid: string, id: string) {
      const { app, records, version } = await ownedWithRecords(openid, id);
      // Back with the citizen: what the review asked to correct, beside its field or group on the pages.
      const corrections = states.isRejected(app.shzt) ? await registry.corrections(app.id) : [];
      return { proinst: { ...proinstView(states, app, forms.routeFor(app, version.registry)), ...versionView(states, app, version) }, ...recordsView(schemas.vocabulary(), records), corrections, czfs: app.czfs, xzqdm: app.xzqdm };
    },

    async list(openid: string, input: ListInput) {
      const filter: ListFilter = {};
      if (input.tab !== undefined) filter.shzt = states.tabStates(input.tab);
      else if (input.shzt !== undefined) filter.shzt = [input.shzt];
      if (input.yytype !== undefined) filter.appointment = input.yytype ? '1' : '0';
      const offset = (input.page - 1) * input.rows;
      const rows = await repository.listByOwner(openid, filter, offset, input.rows, states.createdStates());
      // The page carries the total; only a page past the end needs its own count.
      const total = rows[0] ? Number(rows[0].total) : offset === 0 ? 0 : await repository.countByOwner(openid, filter);
      const catalogue = schemas.snapshot().registry.catalogue;
      return { total, page: input.page, rows: rows.map((app) => listItem(states, app, forms.routeFor(app), findBusiness(catalogue, app.prodefid)?.parent.Prodef_name)) };
    },

    /** check: errcode 00 when complete, else the engine's first message (shown under 提示). */
    async check(openid: string, id: string, locale: Locale) {
      const found = await ownedWithRecords(openid, id);
      const problem = incompleteness(found, locale);
      if (problem) refuse('invalid', () => problem);
      refuseBlocked(await checks.evaluateForParties(snapshotOf(found)));
    },

    /**
     * The same check, then the registry takes the application (acceptance number, trail, kyy 1):
     * all under the application's lock, which every change to its records and pictures takes too,
     * so nothing can go missing between the check and the acceptance (docs/decisions/0035).
     */
    async submit(openid: string, id: string, locale: Locale) {
      // The registry is asked before the lock (PGlite serves one query at a time); what it
      // answered is judged under the lock against the numbers the locked application names. The
      // draft is read as the lock will find it: brought to the current configuration first.
      const before = await versions.open(openid, id);
      const lookups = before ? await checks.lookUp(snapshotOf(before)) : new Map();
      const submitted = await repository.transaction(async (trx, transaction) => {
        // Locked first, read after: what is checked is what the acceptance takes. A draft on an
        // older configuration is migrated first, under the same lock (docs/decisions/0046).
        const locked = await trx.lockOwned(id, openid);
        if (!locked) refuse('notFound', 'proinst.notFound');
        await versions.bringCurrent(trx, locked);
        const records = await trx.findOwnedWithRecords(id, openid);
        if (!records) refuse('notFound', 'proinst.notFound');
        const found = { ...records, version: await versions.versionOf(records.app) };
        const { app } = found;
        const next = citizenMove(app.shzt, 'submit');
        if (!next) refuse('conflict', 'proinst.submitFailed');
        // Submit also needs every required attachment group filled: the fill page's check runs before
        // the upload step, submit after it, so only submit counts the pictures.
        const files = await submissionRepository.materialFiles(transaction, app.id);
        const counts = Object.fromEntries(Object.entries(files).map(([group, ids]) => [group, ids.length]));
        const problem = incompleteness(found, locale, counts);
        if (problem) refuse('invalid', () => problem);
        refuseBlocked(checks.judgeForParties(snapshotOf(found), lookups));
        await confirmations.requireConfirmed(trx, transaction, found);
        const accepted = await acceptByRegistry(trx, transaction, { registry, states }, app.id);
        if (!accepted) refuse('conflict', 'proinst.submitFailed');
        // Every submission is kept, what was checked and accepted, under the same lock (docs/decisions/0053).
        await submissionRepository.record(transaction, app.id, submissionSnapshot(found.records, files, found.version.number));
        return { proinstid: app.id, shzt: next.shzt, prolsh: accepted.prolsh, kyy: 1 };
      });
      registry.acceptanceCommitted();
      return submitted;
    },

    /** A draft or rejected application goes, with everything under it. */
    async remove(openid: string, id: string) {
      await repository.transaction(async (trx) => {
        const app = await trx.lockOwned(id, openid);
        if (!app) refuse('notFound', 'proinst.notFound');
        if (!citizenMove(app.shzt, 'delete')) refuse('conflict', 'proinst.deleteFailed');
        await trx.deleteApplication(id);
      });
    },

    /**
     * Back to a draft while awaiting review: the records and the acceptance number stay, its
     * appointment is cancelled and the citizen told of it in the same transaction (a booking
     * racing it waits for the application's lock, then finds it no longer bookable).
     */
    async revoke(openid: string, id: string) {
      await repository.transaction(async (trx, shared) => {
        const app = await trx.lockOwned(id, openid);
        if (!app) refuse('notFound', 'proinst.notFound');
        const revoked = citizenMove(app.shzt, 'revoke');
        if (!revoked) {
          refuse('conflict', 'proinst.revokeFailed', {}, { data: (translate: Translator) => ({ handleResult: { stat: 0, msg: translate('proinst.revokeFailed') } }) });
        }
        if (app.prolsh) await appointments.cancelLive(shared, app.prolsh);
        await trx.setState(id, { shzt: revoked.shzt, kyy: 0, submitted_at: null });
      });
      appointments.committed();
      return { handleResult: { stat: 1, msg: '' } };
    },

    /** The application's own holding mode (saveProinstData): a CZFS code, only while editable. */
    async saveCzfs(openid: string, id: string, czfs: string) {
      const allowed = schemas.list('CZFS')?.some((item) => item.code === czfs);
      if (!allowed) refuse('invalid', 'proinst.saveFailed');
      return repository.transaction(async (trx) => {
        const app = await trx.lockOwned(id, openid);
        if (!app) refuse('notFound', 'proinst.notFound');
        if (!citizenMove(app.shzt, 'save')) refuse('conflict', 'proinst.saveFailed');
        const changed = await trx.setState(id, { czfs });
        return { proinst: proinstView(states, changed, forms.routeFor(changed)) };
      });
    },
  };
}

/** A row of /prodoing (spec 001 section 3, application list item), plus what its actions need (its route among them). */
function listItem(states: ApplicationStates, app: ApplicationRow, route: RouteView, djlxName: string | undefined) {
  const view = proinstView(states, app, route);
  return {
    id: app.id,
    name: app.name,
    wf_prodefname: app.name,
    shzt: app.shzt,
    prolsh: app.prolsh,
    iskyy: app.kyy,
    kyy: app.kyy,
    // The appointment slip belongs to the appointment feature; the list does not join it.
    orderid: null,
    djlx: app.djlx,
    qllx: app.qllx,
    djlx_name: djlxName ?? '',
    appointment: app.appointment,
    xzqdm: app.xzqdm,
    areaname: app.areaname,
    pro_slxmsh: view.pro_slxmsh,
    rejection: view.rejection,
    correction: view.correction,
    user_name: app.user_name,
    prostart: view.prostart,
    ...routeView(route),
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
