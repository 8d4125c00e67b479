import { describe, expect, it } from 'vitest';
import {
  CandidateConsentChoiceSchema,
  CandidateConsentFormSchema,
  CandidateLinkSchema,
  PRIVACY_NOTICE_VERSION,
} from './candidate-consent.schemas';

describe('candidate consent', () => {
  it('accepts a yes or a no with the current notice version', () => {
    expect(CandidateConsentChoiceSchema.parse({ choice: true, textVersion: PRIVACY_NOTICE_VERSION })).toEqual(
      {
        choice: true,
        textVersion: PRIVACY_NOTICE_VERSION,
      },
    );
    expect(
      CandidateConsentChoiceSchema.safeParse({ choice: false, textVersion: PRIVACY_NOTICE_VERSION }).success,
    ).toBe(true);
  });

  it('refuses a missing choice and an unknown text version', () => {
    const a = CandidateConsentChoiceSchema.safeParse({ textVersion: PRIVACY_NOTICE_VERSION });
    expect(a.success).toBe(false);
    expect(a.error?.issues[0]?.message).toBe('CONSENT_REQUIRED');
    const b = CandidateConsentChoiceSchema.safeParse({ choice: true, textVersion: 'v0' });
    expect(b.error?.issues[0]?.message).toBe('PRIVACY_VERSION_NOT_VALID');
    expect(
      CandidateConsentChoiceSchema.safeParse({ choice: 'yes', textVersion: PRIVACY_NOTICE_VERSION }).success,
    ).toBe(false);
  });

  it('validates a candidate link', () => {
    const uuid = '0b7f6f3e-2f1e-4c4a-9a51-2d6d8f7e9c10';
    expect(CandidateLinkSchema.safeParse({ requestNumber: '2026-000001', uuid }).success).toBe(true);
    expect(CandidateLinkSchema.safeParse({ requestNumber: '2026-1', uuid }).success).toBe(false);
    expect(CandidateLinkSchema.safeParse({ requestNumber: '2026-000001', uuid: 'abc' }).success).toBe(false);
  });
});

describe('candidate consent form', () => {
  const keys = (v: unknown) => {
    const r = CandidateConsentFormSchema.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };
  it('asks for a choice, and for a consent the notice read', () => {
    expect(keys({ choice: '', read: false })).toEqual(['choice:CONSENT_REQUIRED']);
    expect(keys({ choice: 'yes', read: false })).toEqual(['read:PRIVACY_READ_REQUIRED']);
    expect(keys({ choice: 'yes', read: true })).toEqual([]);
    expect(keys({ choice: 'no', read: false })).toEqual([]);
  });
});
