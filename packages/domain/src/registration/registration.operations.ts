import { z } from 'zod';
import { operation } from '../api/operation';
import { FileDownloadSchema } from '../common/answers.schemas';
import { uuidParams } from '../common/params.schemas';
import {
  CompanyDetailSchema,
  PersonalDetailInputSchema,
  RegisterInputSchema,
  ResendActivationInputSchema,
} from './registration.schemas';
import {
  CodeValidAnswerSchema,
  EmailVerifiedAnswerSchema,
  KeyAnswerSchema,
  RegisteredAnswerSchema,
  RegistrationCompanyAnswerSchema,
  RegistrationCompleteAnswerSchema,
  RegistrationContractAnswerSchema,
  RegistrationDataSchema,
  RegistrationPersonalAnswerSchema,
  RegistrationProgressSchema,
} from './registration-answers.schemas';

const tags = ['registration'] as const;
const CodeParams = z.object({ code: z.string().min(1).max(200) });
/** The wizard's own registration: the signed-in user's id (anyone else's, or a malformed one, answers 404). */
const RegisterIdParams = uuidParams('registerId');
const wizard = { access: 'signedIn', tags, params: RegisterIdParams } as const;

/**
 * Sign-up and e-mail confirmation (public), then the onboarding wizard of the signed-in user before approval:
 * personal and company detail, the contract to sign and its signed copy, and completion.
 */
export const registrationOperations = {
  register: operation({
    method: 'POST',
    path: '/api/user/register/',
    access: 'public',
    tags,
    summary: 'Register (sends the e-mail confirmation link)',
    body: RegisterInputSchema,
    responses: { 201: RegisteredAnswerSchema },
    errors: ['VALIDATION_FAILED', 'REGISTRATION_RATE_LIMITED'],
  }),
  resend: operation({
    method: 'POST',
    path: '/api/user/register/resend',
    access: 'public',
    tags,
    summary:
      'A new confirmation link for an unverified registration, asked with its password (same answer always)',
    body: ResendActivationInputSchema,
    responses: { 200: KeyAnswerSchema },
    errors: ['VALIDATION_FAILED', 'ACTIVATION_RESEND_RATE_LIMITED'],
  }),
  checkEmail: operation({
    method: 'GET',
    path: '/api/user/register/check/:email',
    access: 'public',
    tags,
    summary:
      "Kept for the specification's clients: answers false for every address, so it never tells which have an account",
    params: z.object({ email: z.string().max(320) }),
    responses: { 200: z.boolean() },
    errors: ['EMAIL_CHECK_RATE_LIMITED'],
  }),
  verifyCode: operation({
    method: 'GET',
    path: '/api/user/register/verify/:code',
    access: 'public',
    tags,
    summary: 'Whether an e-mail confirmation code is valid (does not use it)',
    params: CodeParams,
    responses: { 200: CodeValidAnswerSchema },
  }),
  activate: operation({
    method: 'POST',
    path: '/api/user/register/activate/:code',
    access: 'public',
    tags,
    summary: 'Confirm the e-mail with the single-use code of the link',
    params: CodeParams,
    responses: { 200: EmailVerifiedAnswerSchema },
    errors: ['INVALID_ACTIVATION_CODE'],
  }),
  progress: operation({
    method: 'GET',
    path: '/api/user/register/complete/check',
    access: 'signedIn',
    tags,
    summary: 'Onboarding progress of the signed-in user',
    responses: { 200: RegistrationProgressSchema },
  }),
  data: operation({
    method: 'GET',
    path: '/api/user/register/get',
    access: 'signedIn',
    tags,
    summary: 'The registering user',
    responses: { 200: RegistrationDataSchema },
  }),
  personal: operation({
    ...wizard,
    method: 'GET',
    path: '/api/user/register/personal-detail/:registerId',
    summary: 'Personal detail',
    responses: { 200: RegistrationPersonalAnswerSchema },
  }),
  savePersonal: operation({
    ...wizard,
    method: 'POST',
    path: '/api/user/register/personal-detail/:registerId',
    summary: 'Save the personal detail',
    body: PersonalDetailInputSchema,
    responses: { 200: RegistrationPersonalAnswerSchema },
    errors: ['VALIDATION_FAILED', 'REGISTRATION_ALREADY_COMPLETED'],
  }),
  company: operation({
    ...wizard,
    method: 'GET',
    path: '/api/user/register/company-detail/:registerId',
    summary: 'Company detail',
    responses: { 200: RegistrationCompanyAnswerSchema },
  }),
  saveCompany: operation({
    ...wizard,
    method: 'POST',
    path: '/api/user/register/company-detail/:registerId',
    summary: 'Save the company detail',
    body: CompanyDetailSchema,
    responses: { 200: RegistrationCompanyAnswerSchema },
    errors: ['VALIDATION_FAILED', 'REGISTRATION_ALREADY_COMPLETED'],
  }),
  complete: operation({
    ...wizard,
    method: 'POST',
    path: '/api/user/register/complete/:registerId',
    summary: 'End onboarding: the account awaits approval and is signed out',
    responses: { 200: RegistrationCompleteAnswerSchema },
    errors: ['REGISTRATION_INCOMPLETE', 'REGISTRATION_ALREADY_COMPLETED'],
  }),
  contract: operation({
    ...wizard,
    method: 'GET',
    path: '/api/user/register/contract-document/:registerId',
    summary: 'The uploaded signed contract',
    responses: { 200: RegistrationContractAnswerSchema },
  }),
  contractTemplate: operation({
    ...wizard,
    method: 'GET',
    path: '/api/user/register/contract-document/:registerId/template',
    summary: 'The standard contract to sign (PDF)',
    responses: { 200: FileDownloadSchema },
    errors: ['REGISTRATION_INCOMPLETE'],
  }),
  contractFile: operation({
    ...wizard,
    method: 'GET',
    path: '/api/user/register/contract-document/:registerId/file',
    summary: 'Download the uploaded signed contract',
    responses: { 200: FileDownloadSchema },
    errors: ['CONTRACT_REQUIRED'],
  }),
  uploadContract: operation({
    ...wizard,
    method: 'POST',
    path: '/api/user/register/contract-document/:registerId',
    summary: 'Upload the signed contract (.p7m, CAdES, at most 20 MB)',
    multipart: true,
    responses: { 200: RegistrationContractAnswerSchema },
    errors: [
      'CONTRACT_NOT_SIGNED',
      'REGISTRATION_INCOMPLETE',
      'REGISTRATION_ALREADY_COMPLETED',
      'FILE_WRONG_TYPE',
      'FILE_TOO_LARGE',
    ],
  }),
};
