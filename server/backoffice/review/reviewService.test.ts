import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DomainRefusal } from '../../domain/refusal';
import { testWorkflow } from '../../../engine/workflow/testWorkflow';
import { testVocabulary } from '../../../engine/vocabulary/testVocabulary';
import type { Db } from '../../db/database';
import type { Outbox } from '../../outbox/outbox';
import { createReviewService, type ReviewInput } from './reviewService';

// The service's stores, faked: the rules under test are the service's own steps and the transition
// function's answers (testWorkflow: intake → check → closed; testVocabulary: 2 waiting, 3 back).
const store = vi.hoisted(() => ({
  application: undefined as undefined | Record<string, unknown>,
  reviewCase: undefined as undefined | Record<string, unknown>,
  earlier: undefined as undefined | Record<string, unknown>,
  changes: [] as unknown[],
  trail: [] as unknown[],
  audited: [] as unknown[],
}));
vi.mock('../shared/reviewCaseRepository', () => ({
  reviewCaseRepository: {
    find: async () => store.reviewCase,
    findRequest: async () => store.earlier,
    change: async (_tx: unknown, _id: string, _from: string, change: unknown) => void store.changes.push(change),
    saveRequest: async () => undefined,
  },
}));
vi.mock('../shared/staffRepository', () => ({ staffRepository: { findPublic: async () => undefined } }));
vi.mock('../shared/audit', () => ({ audit: { record: async (_tx: unknown, _actor: unknown, entry: unknown) => void store.audited.push(entry) } }));
vi.mock('./enterReview', () => ({ enterReview: async () => undefined }));

const db = { transaction: () => ({ execute: (work: (tx: unknown) => unknown) => work({}) }) } as unknown as Db;
const outbox = { enqueue: vi.fn(async () => undefined), kick: vi.fn() } as unknown as Outbox;
const applications = {
  lock: async () => store.application as never,
  recordIdsAmong: async (_tx: unknown, _id: string, ids: readonly string[]) => new Set(ids.filter((id) => id === 'party-1')),
  recordReviewOutcome: vi.fn(async () => undefined),
};
const registry = { recordActivity: async (_tx: unknown, _application: unknown, step: unknown) => void store.trail.push(step) };
const appointments = { cancelLive: vi.fn(async () => 0) };
const writeRegister = vi.fn(async () => undefined);
const frozenChecks = { judge: vi.fn(async () => []), freeze: vi.fn(async () => undefined) };
const documents = vi.fn(async () => ({ params: {} }));
const service = createReviewService({ db, workflow: () => testWorkflow, vocabulary: () => testVocabulary, calendar: () => ({ holidays: new Set(), workdays: new Set() }), outbox, appointments, applications, registry, writeRegister, documents, frozenChecks });
const clerk = { id: 's1', username: 'clerk', roles: ['acceptance_clerk'], ip: '' };
const press = (more: Partial<ReviewInput> = {}): ReviewInput => ({ requestId: 'r1', stage: 'intake', ...more });
const refusalOf = async (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error as DomainRefusal<string>);

beforeEach(() => {
  store.application = { id: 'a1', name: '抵押登记', prodefid: '1001', prolsh: 'P1', openid: 'o1', kyy: 1, shzt: 2, user_name: '张三' };
  store.reviewCase = { stage: 'intake', actors: {}, suspended_at: null };
  store.earlier = undefined;
  store.changes = [];
  store.trail = [];
  store.audited = [];
  vi.clearAllMocks();
});

describe('reviewService.act', () => {
  it('refuses in domain terms, worded from the staff catalogue, and changes nothing', async () => {
    const refusal = await refusalOf(service.act(clerk, 'a1', 'accept', press({ stage: 'check' }), 'zh-CN'));
    expect(refusal).toBeInstanceOf(DomainRefusal);
    expect(refusal).toMatchObject({ kind: 'conflict', reason: 'staff.review.notInStage', params: { stage: '收件' }, extras: { catalogue: 'staff' } });
    expect(await refusalOf(service.act({ ...clerk, roles: ['reviewer'] }, 'a1', 'accept', press(), 'zh-CN'))).toMatchObject({ kind: 'forbidden', reason: 'staff.roleRefused' });
    store.application = undefined;
    expect(await refusalOf(service.act(clerk, 'a1', 'accept', press(), 'zh-CN'))).toMatchObject({ kind: 'notFound', reason: 'staff.review.notFound' });
    expect([store.changes, store.trail, applications.recordReviewOutcome.mock.calls]).toEqual([[], [], []]);
  });

  it('moves the case where the transition function says, records the outcome on the application through filing, and tells the citizen', async () => {
    const answer = await service.act(clerk, 'a1', 'accept', press(), 'zh-CN');
    expect(answer).toEqual({ id: 'a1', prolsh: 'P1', stage: 'check', shzt: 2, suspended: false });
    expect(applications.recordReviewOutcome).toHaveBeenCalledWith({}, 'a1', { shzt: 2 });
    expect(store.changes).toEqual([{ stage: 'check', actors: { intake: 's1' }, suspended_at: null }]);
    // The outcome's opinion (the configured default when none is given) and who acted in which role.
    expect(store.trail).toEqual([{ activity: '收件通过', opinion: '收件意见：同意收件', actor: { username: 'clerk', role: 'acceptance_clerk' } }]);
    expect(outbox.enqueue).toHaveBeenCalledWith({}, expect.objectContaining({ kind: 'application.accepted', key: 'application.accepted:a1:r1' }));
    expect(outbox.kick).toHaveBeenCalled();
  });

  it('acceptance keeps the checks as judged before its transaction (docs/decisions/0074); a rejection at the entry stage keeps none', async () => {
    const judged = [{ id: 'notSeized', title: 't', refusal: 'r', blocking: true, passed: true, evidence: [] }];
    frozenChecks.judge.mockResolvedValueOnce(judged as never);
    await service.act(clerk, 'a1', 'accept', press(), 'zh-CN');
    expect(frozenChecks.freeze).toHaveBeenCalledWith({}, 'a1', judged);
    vi.clearAllMocks();
    store.reviewCase = { stage: 'intake', actors: {}, suspended_at: null };
    await service.act(clerk, 'a1', 'reject', press({ requestId: 'r2', opinions: { sh_xmsl_yj: '材料不全', sh_qjdc_yj: '' } }), 'zh-CN');
    expect(frozenChecks.freeze).not.toHaveBeenCalled();
  });

  it('a rejection needs its opinions, sends the application back unbookable with them, and cancels its appointment', async () => {
    expect(await refusalOf(service.act(clerk, 'a1', 'reject', press(), 'zh-CN'))).toMatchObject({ kind: 'invalid', reason: 'staff.review.opinionMissing' });
    await service.act(clerk, 'a1', 'reject', press({ opinions: { sh_xmsl_yj: '材料不全', sh_qjdc_yj: '' } }), 'zh-CN');
    expect(appointments.cancelLive).toHaveBeenCalledWith({}, 'P1');
    expect(applications.recordReviewOutcome).toHaveBeenCalledWith({}, 'a1', { shzt: 3, kyy: 0, sh_xmsl_yj: '材料不全', sh_qjdc_yj: null });
  });

  it("refuses a case another member holds, and records the holder's own press with the opinion they wrote", async () => {
    store.reviewCase = { stage: 'intake', actors: {}, suspended_at: null, claimed_by: 's1' };
    const other = { ...clerk, id: 's2', username: 'other' };
    expect(await refusalOf(service.act(other, 'a1', 'accept', press(), 'zh-CN'))).toMatchObject({ kind: 'conflict', reason: 'staff.review.claimedByOther' });
    expect(store.changes).toEqual([]);
    await service.act(clerk, 'a1', 'accept', press({ opinion: '材料齐全' }), 'zh-CN');
    expect(store.trail).toEqual([{ activity: '收件通过', opinion: '收件意见：材料齐全', actor: { username: 'clerk', role: 'acceptance_clerk' } }]);
  });

  it('suspends with its reason and expected day, without touching the application or recording an actor, and tells the citizen', async () => {
    expect(await refusalOf(service.act(clerk, 'a1', 'suspend', press(), 'zh-CN'))).toMatchObject({ kind: 'invalid', reason: 'staff.review.suspensionMissing' });
    const answer = await service.act(clerk, 'a1', 'suspend', press({ reason: '等待法院裁定', resumeOn: '2099-12-10' }), 'zh-CN');
    expect(answer).toMatchObject({ stage: 'intake', suspended: true });
    expect(applications.recordReviewOutcome).not.toHaveBeenCalled();
    expect(store.changes).toEqual([{ stage: 'intake', actors: {}, suspended_at: expect.any(Date) }]);
    expect(store.trail).toEqual([{ activity: '挂起', opinion: '等待法院裁定（预计2099-12-10恢复办理）', actor: { username: 'clerk', role: 'acceptance_clerk' } }]);
    expect(outbox.enqueue).toHaveBeenCalledWith({}, expect.objectContaining({ kind: 'application.suspended', params: expect.objectContaining({ reason: '等待法院裁定', resumeOn: '2099-12-10' }) }));
  });

  it('answers a repeated request with its first answer, and refuses a request id reused for another press', async () => {
    const first = { id: 'a1', prolsh: 'P1', stage: 'check', shzt: 2, suspended: false };
    store.earlier = { application_id: 'a1', action: 'accept', staff_id: 's1', answer: first };
    expect(await service.act(clerk, 'a1', 'accept', press(), 'zh-CN')).toEqual(first);
    expect(await refusalOf(service.act(clerk, 'a1', 'reject', press(), 'zh-CN'))).toMatchObject({ kind: 'conflict', reason: 'staff.review.requestReused' });
    expect(store.changes).toEqual([]);
  });
});
