import type { VisuraCreated } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useCreateOnce } from '@/lib/create-once';

/** POST /api/report/candidate/visura (the body is checked by the server with today's rules). */
export const createVisura = (body: unknown) =>
  api<VisuraCreated>('/api/report/candidate/visura', { method: 'POST', body });

/** Once per form even on a double click. */
export const useCreateVisura = () => {
  const send = useCreateOnce(createVisura);
  return useMutation({ mutationFn: send });
};
