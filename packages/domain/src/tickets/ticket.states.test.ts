import { describe, expect, it } from 'vitest';
import { canReply } from '../auth/permissions';
import { ROLE_ADMIN, ROLE_USER } from '../auth/roles';
import { fieldErrors } from '../common/zod-issues';
import { CreateTicketSchema, ReplySchema, statusAfterReply, TICKET_STATUS_LABELS } from './ticket.states';

describe('tickets', () => {
  it('labels', () =>
    expect(TICKET_STATUS_LABELS).toEqual({ OPEN: 'Aperto', IN_MANAGE: 'In gestione', CLOSE: 'Chiuso' }));
  it.each([
    [ROLE_ADMIN, 'OPEN', 'IN_MANAGE', 'IN_MANAGE'],
    [ROLE_ADMIN, 'OPEN', 'CLOSE', 'CLOSE'],
    [ROLE_ADMIN, 'CLOSE', 'OPEN', 'OPEN'],
    [ROLE_ADMIN, 'CLOSE', 'IN_MANAGE', 'IN_MANAGE'],
    [ROLE_ADMIN, 'IN_MANAGE', undefined, 'IN_MANAGE'],
    [ROLE_ADMIN, 'CLOSE', undefined, 'CLOSE'],
    [ROLE_USER, 'OPEN', undefined, 'OPEN'],
    [ROLE_USER, 'IN_MANAGE', undefined, 'IN_MANAGE'],
    [ROLE_USER, 'OPEN', 'CLOSE', 'OPEN'],
    [ROLE_USER, 'IN_MANAGE', 'OPEN', 'IN_MANAGE'],
    [ROLE_USER, 'CLOSE', undefined, null],
    [ROLE_USER, 'CLOSE', 'OPEN', null],
  ] as const)('%s replying on %s asking %s → %s', (role, current, requested, out) => {
    expect(statusAfterReply(role, current, requested)).toBe(out);
  });
  it.each([
    [ROLE_ADMIN, 'CLOSE', true],
    [ROLE_ADMIN, 'OPEN', true],
    [ROLE_USER, 'OPEN', true],
    [ROLE_USER, 'IN_MANAGE', true],
    [ROLE_USER, 'CLOSE', false],
  ] as const)('%s can reply on %s: %s', (role, status, ok) => expect(canReply(role, status)).toBe(ok));

  it('accepts a ticket', () => {
    expect(CreateTicketSchema.parse({ subject: ' Fattura ', message: 'Non vedo la fattura' })).toEqual({
      subject: 'Fattura',
      message: 'Non vedo la fattura',
    });
  });
  it.each([
    [{ subject: '', message: 'x' }, { subject: 'SUBJECT_REQUIRED' }],
    [{ subject: 'x', message: '  ' }, { message: 'MESSAGE_REQUIRED' }],
    [{}, { subject: 'SUBJECT_REQUIRED', message: 'MESSAGE_REQUIRED' }],
    [{ subject: 'x', message: 'y'.repeat(5001) }, { message: 'TEXT_TOO_LONG' }],
  ])('%j → %j', (input, expected) => {
    const r = CreateTicketSchema.safeParse(input);
    expect(r.success ? {} : fieldErrors(r.error)).toEqual(expected);
  });
  it.each([
    [{ message: 'ok' }, true],
    [{ message: 'ok', status: 'CLOSE' }, true],
    [{ message: 'ok', status: 'DONE' }, false],
    [{ message: ' ' }, false],
  ])('reply %j valid=%s', (input, ok) => expect(ReplySchema.safeParse(input).success).toBe(ok));
});
