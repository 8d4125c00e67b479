import { z } from 'zod';
import { operation } from '../api/operation';
import { FileDownloadSchema } from '../common/answers.schemas';
import { listResultSchema } from '../common/listing';
import { uuidParams } from '../common/params.schemas';
import { CostInputSchema } from '../registration/registration.schemas';
import {
  ClientCostAnswerSchema,
  ClientDetailSchema,
  ClientReportDefaultAnswerSchema,
  ClientRowSchema,
  ClientStatusAnswerSchema,
} from './client.schemas';
import {
  ReportDefaultBodySchema,
  UserListQuerySchema,
  UserStatusChangeInputSchema,
} from './user-admin.schemas';
import {
  UserLookupParamsSchema,
  UserPersonalSummarySchema,
  UserRoleAnswerSchema,
} from './user-lookup.schemas';

const tags = ['users'] as const;

/** Administration of HR users (clients): list and export, status changes, detail, contract, price. */
export const userOperations = {
  clients: operation({
    method: 'GET',
    path: '/api/user/client/all',
    access: 'admin',
    tags,
    summary: 'HR users of the tenant (administrator); format=xlsx|pdf exports every matching row',
    query: UserListQuerySchema,
    responses: { 200: listResultSchema(ClientRowSchema) },
  }),
  changeStatus: operation({
    method: 'POST',
    path: '/api/user/update/status',
    access: 'admin',
    tags,
    summary: 'Approve, refuse, disable or re-enable an HR user (administrator)',
    body: UserStatusChangeInputSchema,
    responses: { 200: ClientStatusAnswerSchema },
    errors: ['VALIDATION_FAILED', 'USER_TRANSITION_NOT_ALLOWED'],
  }),
  client: operation({
    method: 'GET',
    path: '/api/user/client/:id',
    access: 'admin',
    tags,
    summary: 'One HR user in full (administrator)',
    params: uuidParams('id'),
    responses: { 200: ClientDetailSchema },
  }),
  contract: operation({
    method: 'GET',
    path: '/api/user/client/:id/contract',
    access: 'admin',
    tags,
    summary: "Download an HR user's signed contract (administrator)",
    params: uuidParams('id'),
    responses: { 200: FileDownloadSchema },
  }),
  setCost: operation({
    method: 'POST',
    path: '/api/user/client/cost/:id',
    access: 'admin',
    tags,
    summary: 'Set the price of a single report, in euros (administrator); stored in cents',
    params: uuidParams('id'),
    body: CostInputSchema,
    responses: { 200: ClientCostAnswerSchema },
    errors: ['VALIDATION_FAILED'],
  }),
  setReportDefault: operation({
    method: 'POST',
    path: '/api/user/client/reportDefault/:id',
    access: 'admin',
    tags,
    summary: "Set the HR user's default provider set, 'cc' or 'ce' (administrator)",
    params: uuidParams('id'),
    body: ReportDefaultBodySchema,
    responses: { 200: ClientReportDefaultAnswerSchema },
    errors: ['VALIDATION_FAILED'],
  }),
};

/** The look-ups by e-mail of the specification's call lists: oneself, or the tenant's users for an administrator. */
export const userLookupOperations = {
  role: operation({
    method: 'GET',
    path: '/api/user/private/be/role/:user',
    access: 'signedIn',
    tags,
    summary: "A user's role, by e-mail: oneself, or any user of the tenant for an administrator",
    params: UserLookupParamsSchema,
    responses: { 200: UserRoleAnswerSchema },
  }),
  personalDetail: operation({
    method: 'GET',
    path: '/api/user/personalDetail/:email',
    access: 'signedIn',
    tags,
    summary:
      "A user's firstName, lastName and picture (null: default avatar), by e-mail: oneself, or any user of the tenant for an administrator",
    params: z.object({ email: UserLookupParamsSchema.shape.user }),
    responses: { 200: UserPersonalSummarySchema },
  }),
};
