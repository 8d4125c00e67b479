import { type BodyIn, registrationOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { COMPLETE_CHECK_KEY } from './complete-check';
import { REGISTRATION_KEY } from './registration-data';

/** The wizard's two detail steps: each answers the saved detail. */
export const DETAIL_OPERATIONS = {
  personal: registrationOperations.savePersonal,
  company: registrationOperations.saveCompany,
};
export type DetailKind = keyof typeof DETAIL_OPERATIONS;
type DetailBody<K extends DetailKind> = BodyIn<(typeof DETAIL_OPERATIONS)[K]>;

export const saveDetail = <K extends DetailKind>(kind: K, registerId: string, body: DetailBody<K>) =>
  call(DETAIL_OPERATIONS[kind] as typeof registrationOperations.savePersonal, {
    params: { registerId },
    body: body as DetailBody<'personal'>,
  });

export function useSaveDetail<K extends DetailKind>(kind: K, registerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DetailBody<K>) => saveDetail(kind, registerId, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: REGISTRATION_KEY });
      await queryClient.invalidateQueries({ queryKey: COMPLETE_CHECK_KEY });
    },
  });
}
