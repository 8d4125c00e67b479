import { z } from 'zod';
import { SignedContractSchema, StoredDetailSchema } from './client.schemas';

/** The signed-in HR user's personal detail (GET and POST /api/user/private/personal). */
export const PersonalAnswerSchema = z.object({ email: z.string(), personalDetail: StoredDetailSchema });
export type PersonalAnswer = z.infer<typeof PersonalAnswerSchema>;

/** The signed-in HR user's company detail (GET and POST /api/user/private/company). */
export const CompanyAnswerSchema = z.object({ email: z.string(), companyDetail: StoredDetailSchema });
export type CompanyAnswer = z.infer<typeof CompanyAnswerSchema>;

/** The signed-in HR user's signed contract (null before it). */
export const ContractAnswerSchema = z.object({ contract: SignedContractSchema });
export type ContractAnswer = z.infer<typeof ContractAnswerSchema>;

/** The signed-in administrator's profile. */
export const AdminDetailSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  personalDetail: StoredDetailSchema,
});
export type AdminDetail = z.infer<typeof AdminDetailSchema>;
