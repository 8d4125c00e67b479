import { z } from 'zod';
import { BILL_EXTENSIONS, CONTRACT_EXTENSIONS, checkUpload } from './files';

type Chosen = { name: string; size: number } | null | undefined;

/** A form's file field under the upload rules: the message key of the first problem (required, type, size). */
export const uploadFileSchema = (allowed: readonly string[], wrongTypeKey = 'FILE_TYPE_NOT_VALID') =>
  z.custom<Chosen>().superRefine((file, ctx) => {
    const problem = checkUpload(file, allowed);
    if (problem)
      ctx.addIssue({ code: 'custom', message: problem === 'FILE_TYPE_NOT_VALID' ? wrongTypeKey : problem });
  });

/** The wizard's signed contract: one .p7m of at most 20 MB. */
export const ContractFormSchema = z.object({
  file: uploadFileSchema(CONTRACT_EXTENSIONS, 'FILE_WRONG_TYPE'),
});

/** The administrator's invoice of a bill: one PDF of at most 20 MB. */
export const InvoiceFormSchema = z.object({ file: uploadFileSchema(BILL_EXTENSIONS) });
