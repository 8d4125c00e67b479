import { describe, expect, it } from 'vitest';
import { canReply } from '../auth/permissions';
import { ReplySchema, statusAfterReply } from './ticket.states';
import { TicketListQuerySchema } from './ticket-list.schemas';

describe('ticket list query', () => {
  it('accepts status and a date range', () => {
    const q = TicketListQuerySchema.parse({
      status: 'IN_MANAGE',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
    });
    expect(q).toMatchObject({ page: 1, status: 'IN_MANAGE', dateFrom: '2026-01-01', dateTo: '2026-01-31' });
  });
  it('accepts a single bound and no filters', () => {
    expect(TicketListQuerySchema.parse({ dateFrom: '2026-02-28' }).dateFrom).toBe('2026-02-28');
    expect(TicketListQuerySchema.parse({}).status).toBeUndefined();
  });
  it.each([
    [{ status: 'DONE' }, 'status', 'TICKET_STATUS_NOT_VALID'],
    [{ dateFrom: '2026-02-30' }, 'dateFrom', 'DATE_NOT_VALID'],
    [{ dateTo: '01/02/2026' }, 'dateTo', 'DATE_NOT_VALID'],
    [{ dateFrom: '2026-03-02', dateTo: '2026-03-01' }, 'dateTo', 'DATE_RANGE_NOT_VALID'],
  ])('refuses %j', (input, path, key) => {
    const r = TicketListQuerySchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues.find((i) => i.path.join('.') === path)?.message).toBe(key);
  });
});

describe('ticket replies', () => {
  it('lets an administrator set any status, including reopening a closed ticket', () => {
    expect(statusAfterReply('ROLE_ADMIN', 'CLOSE', 'OPEN')).toBe('OPEN');
    expect(statusAfterReply('ROLE_ADMIN', 'OPEN', 'CLOSE')).toBe('CLOSE');
    expect(statusAfterReply('ROLE_ADMIN', 'IN_MANAGE')).toBe('IN_MANAGE');
  });
  it('keeps the status on an HR reply and refuses one on a closed ticket', () => {
    expect(statusAfterReply('ROLE_USER', 'OPEN', 'CLOSE')).toBe('OPEN');
    expect(statusAfterReply('ROLE_USER', 'IN_MANAGE', 'OPEN')).toBe('IN_MANAGE');
    expect(statusAfterReply('ROLE_USER', 'CLOSE', 'OPEN')).toBeNull();
    expect(canReply('ROLE_USER', 'CLOSE')).toBe(false);
    expect(canReply('ROLE_ADMIN', 'CLOSE')).toBe(true);
  });
  it('requires a message', () => {
    expect(ReplySchema.safeParse({ message: '   ' }).error!.issues[0]!.message).toBe('MESSAGE_REQUIRED');
  });
});
