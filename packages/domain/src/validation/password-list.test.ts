import { describe, expect, it } from 'vitest';
import { RegisterInputSchema } from '../registration/registration.schemas';
import { isCommonPassword, PASSWORD_TOO_COMMON, withPasswordList } from './password-list';

describe('the list of common and breached passwords', () => {
  it.each(['Password123!', 'Qwerty123456!', 'Password1234!', 'Ab1&Ab1&Ab1&Ab1&'])(
    'refuses %s, which meets the character rule',
    (p) => expect(isCommonPassword(p)).toBe(true),
  );

  it.each(['Registrazione1!', 'Wrong1234!Wrong', 'Password123!Strong', 'k7#Vq9!mZ2@wLp'])('accepts %s', (p) =>
    expect(isCommonPassword(p)).toBe(false),
  );

  it('puts PASSWORD_TOO_COMMON under the field, only once the field meets the character rule', () => {
    const schema = withPasswordList(RegisterInputSchema);
    const fieldsOf = (password: string) => {
      const r = schema.safeParse({ email: 'x', password, repeatPassword: password });
      return Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    };
    expect(fieldsOf('Password123!').password).toBe(PASSWORD_TOO_COMMON);
    expect(fieldsOf('short').password).toBe('PASSWORD_CHARACTER');
    expect(fieldsOf('Registrazione1!').password).toBeUndefined();
  });
});
