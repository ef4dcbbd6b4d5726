import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/database';
import type { DomainRefusal } from '../../domain/refusal';
import type { Outbox } from '../../outbox/outbox';
import type { OutboxRepository } from '../../outbox/outboxRepository';
import type { UserDirectory } from '../../users/userDirectory';
import { createDeadLetterService } from './deadLetterService';

const audited = vi.hoisted(() => [] as unknown[]);
vi.mock('../shared/audit', () => ({ audit: { record: async (_trx: unknown, _actor: unknown, entry: unknown) => void audited.push(entry) } }));

const db = { transaction: () => ({ execute: (work: (trx: unknown) => unknown) => work({}) }) } as unknown as Db;
const admin = { id: 'a1', username: 'admin', roles: ['system_admin'], ip: '' };

function serviceReviving(dead: { channel: string; attempts: number; last_error: string } | undefined) {
  const outbox = { kick: vi.fn() };
  const repository = { revive: async () => dead } as unknown as OutboxRepository;
  return { outbox, service: createDeadLetterService({ db, repository, users: {} as UserDirectory, outbox: outbox as unknown as Outbox }) };
}

describe('deadLetterService.retry', () => {
  it('sends a dead delivery again, audited, and wakes the worker', async () => {
    const { service, outbox } = serviceReviving({ channel: 'sms', attempts: 8, last_error: 'timeout' });
    await service.retry(admin, '7');
    expect(audited).toEqual([expect.objectContaining({ action: 'outbox.retry', target: '7', after: { state: 'pending' } })]);
    expect(outbox.kick).toHaveBeenCalledOnce();
  });

  it('refuses a delivery that is not dead (unknown, or sent again already) as not found, in the staff words', async () => {
    const { service, outbox } = serviceReviving(undefined);
    const refusal = await service.retry(admin, '8').then(() => undefined, (error: unknown) => error as DomainRefusal<string>);
    expect(refusal).toMatchObject({ kind: 'notFound', reason: 'staff.outbox.deliveryUnknown', extras: { catalogue: 'staff' } });
    expect(outbox.kick).not.toHaveBeenCalled();
  });
});
