import { describe, expect, it } from 'vitest';
import { isUuid, RequestNumberSchema, uuidParams } from './params.schemas';

describe('path parameters, one schema each', () => {
  const id = '2f1c7a4e-9b0d-4c1e-8f3a-1234567890AB';

  it('isUuid accepts what uuidParams accepts, and nothing else', () => {
    for (const s of [id, id.toLowerCase(), `${id} `, 'x', '', 42, null, id.replace(/-/g, '')]) {
      expect(isUuid(s)).toBe(uuidParams('id').safeParse({ id: s }).success);
    }
    expect(isUuid(id)).toBe(true);
    expect(isUuid(`${id}0`)).toBe(false);
  });

  it('answers a malformed one as a record that does not exist', () => {
    expect(uuidParams('id').safeParse({ id: 'nope' }).error?.issues[0]?.message).toBe('NOT_FOUND');
    expect(RequestNumberSchema.safeParse('nope').error?.issues[0]?.message).toBe('NOT_FOUND');
  });
});
