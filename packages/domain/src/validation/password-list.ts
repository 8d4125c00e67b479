import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';
import { isValidPassword } from './fields.schemas';

/**
 * The password rule's second half: a new password must not be, or be built on, a common or breached password.
 * zxcvbn-ts with its common list (about 50,000 passwords from breaches, with keyboard patterns, sequences, dates
 * and l33t variants of them). Its own entry point (`@hrwe/domain/password-list`), never re-exported by the domain's
 * index: the list is about 220 KB gzipped and must stay out of every page that does not set a password
 * (docs/decisions/security-password-list.md).
 */
export const PASSWORD_TOO_COMMON = 'PASSWORD_TOO_COMMON';

/** zxcvbn's score 3 and up: about 10^8 guesses or more, "safely unguessable" in its own words. */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/** Whether a password is too easy to guess because it is, or is built on, a known password or pattern. */
export function isCommonPassword(password: string): boolean {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password).score < MIN_PASSWORD_SCORE;
}

/**
 * `schema` with the list applied to its new-password fields (`password` unless told): a field that already meets
 * the length and character rule and is common gets PASSWORD_TOO_COMMON under it.
 */
export function withPasswordList<S extends z.ZodType>(
  schema: S,
  fields: readonly string[] = ['password'],
): S {
  const fieldOf = (v: unknown, f: string) =>
    v && typeof v === 'object' ? (v as Record<string, unknown>)[f] : undefined;
  let checked = schema;
  for (const field of fields) {
    checked = checked.refine((v) => !isCommonPassword(fieldOf(v, field) as string), {
      message: PASSWORD_TOO_COMMON,
      path: [field],
      // Only once the field itself is a valid password, whatever the other fields hold.
      when: (p) => {
        const value = fieldOf(p.value, field);
        return typeof value === 'string' && isValidPassword(value);
      },
    }) as S;
  }
  return checked;
}
