import { z } from 'zod';
import { REPORT_DEFAULTS } from '../registration/registration.schemas';
import { USER_ACTIONS } from './user.states';

/** The allowed actions that may not be taken yet, each with the error key that says why (userActionBlock). */
export const BlockedActionsSchema = z.partialRecord(z.enum(USER_ACTIONS), z.enum(['USER_PRICE_REQUIRED']));

/** A saved detail form (personal or company) as stored: its fields by name, or null before it is saved. */
export const StoredDetailSchema = z.record(z.string(), z.string()).nullable();
/** The fields of a saved detail form. */
export type StoredDetail = NonNullable<z.infer<typeof StoredDetailSchema>>;

/** An HR user's signed contract: the file to download, its signer and date (null before the upload). */
export const SignedContractSchema = z
  .object({
    name: z.string(),
    fileId: z.string(),
    signer: z.string().nullable(),
    signedAt: z.string().nullable(),
  })
  .nullable();
export type SignedContract = z.infer<typeof SignedContractSchema>;

/** An HR user of the administrator's list (GET /api/user/client/all). */
export const ClientRowSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  companyName: z.string(),
  status: z.string(),
  registrationDate: z.string(),
  allowedActions: z.array(z.enum(USER_ACTIONS)),
  blockedActions: BlockedActionsSchema,
});
export type ClientRow = z.infer<typeof ClientRowSchema>;

/** The provider set's labels of an HR user's report default. */
export const ReportDefaultDataSchema = z.object({ crifAndCribis: z.string(), cerved: z.string() });

/** One HR user in full (GET /api/user/client/{id}). */
export const ClientDetailSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.string(),
  fullName: z.string(),
  companyName: z.string(),
  registrationDate: z.string(),
  allowedActions: z.array(z.enum(USER_ACTIONS)),
  blockedActions: BlockedActionsSchema,
  personalDetail: StoredDetailSchema,
  companyDetail: StoredDetailSchema,
  contract: SignedContractSchema,
  singleUserReportCost: z.number().int().nullable(),
  reportDefault: z.enum(REPORT_DEFAULTS).nullable(),
  reportDefaultData: ReportDefaultDataSchema,
});
export type ClientDetail = z.infer<typeof ClientDetailSchema>;

/** The answer of a status change: the new status and the actions it allows. */
export const ClientStatusAnswerSchema = z.object({
  id: z.string(),
  status: z.string(),
  allowedActions: z.array(z.enum(USER_ACTIONS)),
  blockedActions: BlockedActionsSchema,
});
export type ClientStatusAnswer = z.infer<typeof ClientStatusAnswerSchema>;

export const ClientCostAnswerSchema = z.object({ singleUserReportCost: z.number().int() });
export type ClientCostAnswer = z.infer<typeof ClientCostAnswerSchema>;

export const ClientReportDefaultAnswerSchema = z.object({
  reportDefault: z.enum(REPORT_DEFAULTS),
  reportDefaultData: ReportDefaultDataSchema,
});
export type ClientReportDefaultAnswer = z.infer<typeof ClientReportDefaultAnswerSchema>;
