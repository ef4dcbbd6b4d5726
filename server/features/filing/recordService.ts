import type { Locale, MessageKey } from '../../../engine/i18n/translate';
import { idNumberSharedByTwo, idNumberSharedMessage } from '../../../engine/application/idNumberSharedByTwo';
import { rightsKeyOf } from '../../../engine/vocabulary/rightsKeyOf';
import { saveFailureKey } from '../../../engine/vocabulary/saveFailureKey';
import { DomainRefusal, refuse } from '../../domain/refusal';
import type { SaveFormOutcome, SchemaService } from '../../schemas/service';
import type { Vocabulary } from '../../../engine/vocabulary/types';
import type { ApplicationForms } from '../../applications/applicationForms';
import type { ApplicationVersions } from '../../applications/applicationVersions';
import { partyView, recordView } from '../../applications/applicationView';
import { newId } from './ids';
import type { ApplicationRow, FilingRepository, FilingTables, RecordTable } from '../../applications/repository';
import { applicationStates } from '../../applications/states';

/** A record's own id travels beside its data (row id), never inside it: the vocabulary's record keys are dropped. */
const withoutId = (vocabulary: Vocabulary, data: Record<string, unknown>) => {
  const { partyKey, key: recordKey } = vocabulary.records;
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== recordKey && key !== partyKey));
};

/** The id a payload names for an existing record, if any. */
const recordId = (payload: Record<string, unknown>, field: string): string | undefined => {
  const value = payload[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The sub-form route addPerson saves at (the vocabulary's party route), with the party's type as its query carries it. */
function partyRouteOf(vocabulary: Vocabulary, type: string | undefined) {
  const { route, typeQuery } = vocabulary.partyRoute;
  return { route, query: type === undefined ? {} : { [typeQuery]: type } };
}

/**
 * Parties, units and rights records under an application. Every save goes through the engine's
 * validation with the application's STORED facts (business, region, appointment, party type) and
 * stores exactly what it returns with the form's schema version; the fill page decides which
 * parties, units and rights an application takes. Each change runs under the application's lock
 * and only while it is a draft or rejected.
 */
export function createRecordService(deps: { repository: FilingRepository; forms: ApplicationForms; versions: ApplicationVersions; schemas: SchemaService }) {
  const { repository, forms, versions } = deps;
  const vocabulary = () => deps.schemas.vocabulary();
  const { citizenMove } = applicationStates(deps.schemas);

  /** Runs a change on the owner's editable application; `failure` is the call's own message. */
  async function change<T>(openid: string, id: string, failure: MessageKey, work: (trx: FilingTables, app: ApplicationRow) => Promise<T>) {
    return repository.transaction(async (trx) => {
      const locked = await trx.lockOwned(id, openid);
      if (!locked) refuse('notFound', 'proinst.notFound');
      if (!citizenMove(locked.shzt, 'save')) refuse('conflict', failure);
      // A save lands on the served configuration: a draft still on an older one is migrated first.
      const app = await versions.bringCurrent(trx, locked);
      const result = await work(trx, app);
      await trx.touch(app.id);
      return result;
    });
  }

  /** The engine's verdict: what to store, else its message (the form's own, or why it cannot be saved). */
  function accepted(outcome: SaveFormOutcome) {
    if (outcome.ok) return { form_id: outcome.formId, schema_version: outcome.schemaVersion, data: withoutId(vocabulary(), outcome.data), partyType: outcome.partyType };
    // The engine's message is already in the citizen's language (the save ran with their locale).
    refuse('invalid', () => outcome.message, {}, { data: 'field' in outcome && outcome.field ? { field: outcome.field } : null });
  }

  const notUnder = () => new DomainRefusal('notFound', 'proinst.notFound');

  return {
    /**
     * addPerson: `type` is the /info/person route's type; a changed party keeps its stored type.
     * The party type must be one the application's fill page takes.
     */
    savePerson(openid: string, id: string, type: string | undefined, proposer: Record<string, unknown>, locale: Locale) {
      return change(openid, id, 'proinst.saveFailed', async (trx, app) => {
        const existingId = recordId(proposer, vocabulary().records.partyKey);
        const existing = existingId ? await trx.findParty(app.id, existingId) : undefined;
        if (existingId && !existing) throw notUnder();
        const existingForm = existing ? forms.partySection(app, existing.sqr_lx)?.form : undefined;
        if (existing && !existingForm) refuse('invalid', 'proinst.saveFailed');
        const checked = accepted(
          existing && existingForm
            ? forms.save(app, { formId: existingForm, partyType: existing.sqr_lx }, proposer, locale)
            : forms.save(app, partyRouteOf(vocabulary(), type), proposer, locale),
        );
        const sqrLx = existing?.sqr_lx ?? checked.partyType;
        if (sqrLx === undefined || !forms.partySection(app, sqrLx)) refuse('invalid', 'proinst.saveFailed');
        const row = { id: existing?.id ?? newId(), form_id: checked.form_id, schema_version: checked.schema_version, data: checked.data };
        // One ID number is one person (issue 27): checked against the other parties under the application's lock.
        const others = (await trx.partiesOf(app.id)).filter((party) => party.id !== row.id).map((party) => party.data as Record<string, unknown>);
        const shared = idNumberSharedByTwo([...others, row.data]);
        if (shared) refuse('invalid', () => idNumberSharedMessage(shared, locale), {}, { data: { field: 'sqr_zjh' } });
        if (existing) await trx.updateRecord('application_parties', app.id, row);
        else await trx.insertParty({ ...row, application_id: app.id, sqr_lx: sqrLx });
        await trx.dropReview(app.id, [row.id]);
        return partyView(vocabulary(), { ...row, sqr_lx: sqrLx });
      });
    },

    /** addReleasteInfo: every unit checked first, then all saved (an id changes that unit). */
    saveUnits(openid: string, id: string, fwxxs: Array<Record<string, unknown>>, locale: Locale) {
      return change(openid, id, 'proinst.unitSaveFailed', async (trx, app) => {
        const form = forms.unitSection(app)?.form;
        if (!form) refuse('invalid', 'proinst.unitSaveFailed');
        const rows = fwxxs.map((unit) => ({ id: recordId(unit, vocabulary().records.key), ...accepted(forms.save(app, { formId: form }, unit, locale)) }));
        const saved = [];
        const savedIds: string[] = [];
        for (const { id: unitId, partyType: _none, ...checked } of rows) {
          const row = { ...checked, id: unitId ?? newId() };
          savedIds.push(row.id);
          if (unitId) {
            if (!(await trx.updateRecord('application_units', app.id, row))) throw notUnder();
          } else {
            await trx.insertUnit({ ...row, application_id: app.id });
          }
          saved.push(recordView(vocabulary(), row));
        }
        await trx.dropReview(app.id, savedIds);
        return { fwxxs: saved };
      });
    },

    /** addQlxxInfo: the form is the one the fill page saves with this savetype; one record per form. */
    saveRights(openid: string, id: string, savetype: string, record: Record<string, unknown>, locale: Locale) {
      const failure = saveFailureKey(vocabulary(), { savetype }) as MessageKey;
      return change(openid, id, failure, async (trx, app) => {
        const form = forms.rightsSection(app, savetype)?.form;
        if (!form) refuse('invalid', failure);
        const { partyType: _none, ...checked } = accepted(forms.save(app, { formId: form }, unwrapRights(vocabulary(), record, form), locale));
        const { id: rightsId } = await trx.upsertRights({ ...checked, id: newId(), application_id: app.id, savetype });
        await trx.dropReview(app.id, [rightsId]);
        return recordView(vocabulary(), { ...checked, id: rightsId });
      });
    },

    deletePerson: (openid: string, id: string, sqrId: string) => deleteRecord('application_parties', openid, id, sqrId),
    deleteUnit: (openid: string, id: string, fwxxId: string) => deleteRecord('application_units', openid, id, fwxxId),

    /** delQlxxInfo: the spec sends only proinstid — every rights record goes; a savetype narrows it. */
    deleteRights(openid: string, id: string, savetype: string | undefined) {
      return change(openid, id, 'proinst.saveFailed', async (trx, app) => {
        await trx.deleteRights(app.id, savetype);
      });
    },

    /** One stored party (/mp/api/person/details) of the owner's application. */
    async party(app: ApplicationRow, sqrId: string) {
      const party = await repository.findParty(app.id, sqrId);
      if (!party) throw notUnder();
      return partyView(vocabulary(), party);
    },

    /** One stored unit (/mp/api/releasteinfo/info) of the owner's application. */
    async unit(app: ApplicationRow, fwxxId: string) {
      const unit = await repository.findUnit(app.id, fwxxId);
      if (!unit) throw notUnder();
      return recordView(vocabulary(), unit);
    },
  };

  function deleteRecord(table: RecordTable, openid: string, id: string, record: string) {
    return change(openid, id, 'proinst.saveFailed', async (trx, app) => {
      if (!(await trx.deleteRecord(table, app.id, record))) throw notUnder();
    });
  }
}

/**
 * The rights record of a save: `reqData` flat, or the spec's wrapper {sqrxm, code, <FORM>: {...}}
 * whose sub-object is keyed by the form id in capitals (DYQXX, YGQLXX, ...).
 */
function unwrapRights(vocabulary: Vocabulary, record: Record<string, unknown>, formId: string): Record<string, unknown> {
  const key = rightsKeyOf(vocabulary, formId);
  const inner = record[key];
  if (!inner || typeof inner !== 'object' || Array.isArray(inner)) return record;
  const { [key]: _inner, ...wrapper } = record;
  return { ...wrapper, ...(inner as Record<string, unknown>) };
}

export type RecordService = ReturnType<typeof createRecordService>;
