import { z } from 'zod';
import { ROLES } from '../auth/roles';

/**
 * The user the lookup calls ask about (`/api/user/private/be/role/{user}`, `/api/user/personalDetail/{email}`):
 * an e-mail address, trimmed and lower-cased as stored. A malformed one simply matches nobody (404).
 */
export const UserLookupParamsSchema = z.object({
  user: z.string().trim().toLowerCase().min(1).max(320),
});

/** `GET /api/user/private/be/role/{user}`. */
export const UserRoleAnswerSchema = z.object({ role: z.enum(ROLES) });
export type UserRoleAnswer = z.infer<typeof UserRoleAnswerSchema>;

/**
 * `GET /api/user/personalDetail/{email}`: the name and picture shown beside a user. No picture is stored, so
 * `picture` is null and the screens show the default avatar.
 */
export const UserPersonalSummarySchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  picture: z.string().nullable(),
});
export type UserPersonalSummary = z.infer<typeof UserPersonalSummarySchema>;
