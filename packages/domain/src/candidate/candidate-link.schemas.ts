import { z } from 'zod';

/** The answers of the candidate's link calls (no sign-in: the link is the credential). */

/** GET /api/report/valid/{requestNumber}/{uuid}. */
export const LinkStateSchema = z.object({
  validCandidate: z.boolean(),
  hrUserEmail: z.string().nullable(),
  /** The candidate's data is saved: the pages show the success page. */
  submitted: z.boolean(),
  /** null: no choice yet; true: consented; false: refused (the flow ended). */
  consentGiven: z.boolean().nullable(),
});
export type LinkState = z.infer<typeof LinkStateSchema>;

/** POST /api/user/client/report/candidate/privacy: the data controller and what the notice states. */
export const LinkCompanySchema = z.object({
  companyName: z.string(),
  companyAddress: z.string(),
  hrEmail: z.string(),
  /** null on requests made before the pertinence gate (issue 15). */
  role: z.string().nullable(),
  purpose: z.object({ it: z.string(), en: z.string() }).nullable(),
  checks: z.array(z.string()),
  retentionMonths: z.number().int(),
  /** The day the data is erased if consent is given now (yyyy-MM-dd). */
  erasureDate: z.string(),
});
export type LinkCompany = z.infer<typeof LinkCompanySchema>;

/** POST /api/report/candidate/privacy/update/{requestNumber}/{uuid}: the choice recorded. */
export const ConsentRecordedSchema = z.object({ consentGiven: z.boolean() });
export type ConsentRecorded = z.infer<typeof ConsentRecordedSchema>;

/** GET /api/report/candidate/privacy/checked/{requestNumber}/{uuid}: has the candidate consented. */
export const ConsentCheckedSchema = z.boolean();

/** POST /api/report/candidate/update/{requestNumber}/{uuid}: the data is saved. */
export const EntrySubmittedSchema = z.object({ submitted: z.boolean() });
export type EntrySubmitted = z.infer<typeof EntrySubmittedSchema>;

/**
 * The two parts of a candidate's e-mailed link (/report/{requestNumber}/{uuid}) as its routes take them: any short
 * strings, not RequestNumberSchema and UuidSchema, because a malformed link is answered like an unknown one (the
 * validity call says "not valid", the others LINK_INVALID), which the candidate's pages show; the link services
 * check its form (CandidateLinkSchema).
 */
export const CandidateLinkParamsSchema = z.object({
  requestNumber: z.string().max(20),
  uuid: z.string().max(64),
});
