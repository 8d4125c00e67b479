import { z } from 'zod';
import { operation } from '../api/operation';
import { FileDownloadSchema } from '../common/answers.schemas';
import { CompanyDetailSchema, PersonalDetailInputSchema } from '../registration/registration.schemas';
import {
  AdminDetailSchema,
  CompanyAnswerSchema,
  ContractAnswerSchema,
  PersonalAnswerSchema,
} from './profile.schemas';

const tags = ['profile'] as const;
const personal = {
  method: 'GET',
  access: 'hrUser',
  tags,
  summary: 'My personal detail (HR user)',
  responses: { 200: PersonalAnswerSchema },
} as const;
const company = {
  method: 'GET',
  access: 'hrUser',
  tags,
  summary: 'My company detail (HR user)',
  responses: { 200: CompanyAnswerSchema },
} as const;
const contract = {
  method: 'GET',
  access: 'hrUser',
  tags,
  summary: 'My signed contract (HR user)',
  responses: { 200: ContractAnswerSchema },
} as const;

/**
 * The signed-in user's own profile: an approved HR user's personal and company detail and signed contract, an
 * administrator's personal detail. The `…/get` addresses are the original product's, kept for its clients.
 */
export const profileOperations = {
  personal: operation({ ...personal, path: '/api/user/private/personal' }),
  personalGet: operation({ ...personal, path: '/api/user/private/personal/get' }),
  savePersonal: operation({
    method: 'POST',
    path: '/api/user/private/personal',
    access: 'hrUser',
    tags,
    summary: 'Save my personal detail (HR user)',
    body: PersonalDetailInputSchema,
    responses: { 200: PersonalAnswerSchema },
    errors: ['VALIDATION_FAILED'],
  }),
  company: operation({ ...company, path: '/api/user/private/company' }),
  companyGet: operation({ ...company, path: '/api/user/private/company/get' }),
  saveCompany: operation({
    method: 'POST',
    path: '/api/user/private/company',
    access: 'hrUser',
    tags,
    summary: 'Save my company detail (HR user)',
    body: CompanyDetailSchema,
    responses: { 200: CompanyAnswerSchema },
    errors: ['VALIDATION_FAILED'],
  }),
  contract: operation({ ...contract, path: '/api/user/private/contract' }),
  contractGet: operation({ ...contract, path: '/api/user/private/contract/get' }),
  downloadContract: operation({
    method: 'GET',
    path: '/api/user/private/contract/download',
    access: 'hrUser',
    tags,
    summary: 'Download my signed contract (HR user)',
    responses: { 200: FileDownloadSchema },
  }),
  isAdmin: operation({
    method: 'GET',
    path: '/api/user/admin/check',
    access: 'signedIn',
    tags,
    summary: 'Whether I am an administrator',
    responses: { 200: z.boolean() },
  }),
  adminDetail: operation({
    method: 'GET',
    path: '/api/user/admin/get/detail',
    access: 'admin',
    tags,
    summary: 'My administrator profile',
    responses: { 200: AdminDetailSchema },
  }),
  saveAdminDetail: operation({
    method: 'POST',
    path: '/api/user/admin/update/personal/detail',
    access: 'admin',
    tags,
    summary: 'Save my administrator personal detail (age 20 to 75)',
    body: PersonalDetailInputSchema,
    responses: { 200: AdminDetailSchema },
    errors: ['VALIDATION_FAILED'],
  }),
};
