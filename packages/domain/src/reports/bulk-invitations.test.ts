import { describe, expect, it } from 'vitest';
import { classifyBulkRows, countBulkRows, splitPastedEmails } from './bulk-invitations.rules';

describe('bulk invitation rows', () => {
  it('marks each row valid, invalid with its reason, duplicate, or already invited', () => {
    const rows = classifyBulkRows(
      [' Anna@Example.it ', '', 'not-an-email', 'anna@example.it', 'bruno@example.it', 'carla@example.it'],
      new Map([['bruno@example.it', '2026-000012']]),
    );
    expect(rows).toEqual([
      { row: 1, email: 'anna@example.it', state: 'valid' },
      { row: 2, email: '', state: 'invalid', reason: 'EMAIL_REQUIRED' },
      { row: 3, email: 'not-an-email', state: 'invalid', reason: 'EMAIL_NOT_VALID' },
      { row: 4, email: 'anna@example.it', state: 'duplicate', reason: 'EMAIL_DUPLICATE' },
      {
        row: 5,
        email: 'bruno@example.it',
        state: 'alreadyInvited',
        reason: 'EMAIL_ALREADY_INVITED',
        requestNumber: '2026-000012',
      },
      { row: 6, email: 'carla@example.it', state: 'valid' },
    ]);
    expect(countBulkRows(rows)).toEqual({ valid: 2, invalid: 2, duplicate: 1, alreadyInvited: 1 });
  });

  it('an invalid row does not make a later equal row a duplicate, a valid one does', () => {
    const rows = classifyBulkRows(['x@', 'x@', 'a@b.it', 'A@B.IT'], new Map());
    expect(rows.map((r) => r.state)).toEqual(['invalid', 'invalid', 'valid', 'duplicate']);
  });

  it.each([
    ['a@b.it\nc@d.it', ['a@b.it', 'c@d.it']],
    ['a@b.it, c@d.it;e@f.it', ['a@b.it', 'c@d.it', 'e@f.it']],
    ['a@b.it\r\n\r\n\tc@d.it\n', ['a@b.it', 'c@d.it']],
    ['  ', []],
  ])('splits pasted text %j', (text, expected) => {
    expect(splitPastedEmails(text)).toEqual(expected);
  });
});
