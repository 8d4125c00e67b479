import { userOperations } from '@hrwe/domain';
import { hrefOf } from '@/lib/call';

/** The download address of a client's signed contract. */
export const clientContractUrl = (id: string) => hrefOf(userOperations.contract, { id });
