import type { StoredDetail } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { COMPLETE_CHECK_KEY } from './complete-check';
import { REGISTRATION_KEY } from './registration-data';

export type DetailKind = 'personal-detail' | 'company-detail';

/** POST /api/user/register/{personal-detail|company-detail}/{registerId}: answers the saved detail. */
export const saveDetail = (kind: DetailKind, registerId: string, body: unknown) =>
  api<{ personalDetail?: StoredDetail | null; companyDetail?: StoredDetail | null }>(
    `/api/user/register/${kind}/${encodeURIComponent(registerId)}`,
    { method: 'POST', body },
  );

export function useSaveDetail(kind: DetailKind, registerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => saveDetail(kind, registerId, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: REGISTRATION_KEY });
      await queryClient.invalidateQueries({ queryKey: COMPLETE_CHECK_KEY });
    },
  });
}
