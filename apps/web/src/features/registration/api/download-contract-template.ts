import { registrationOperations } from '@hrwe/domain';
import { hrefOf } from '@/lib/call';

/** The standard contract to sign, as a download link. */
export const contractTemplateUrl = (registerId: string) =>
  hrefOf(registrationOperations.contractTemplate, { registerId });
