import { type BodyIn, reportOperations } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useCreateOnce } from '@/lib/create-once';

/** A single visura (the body is checked by the server with today's rules). */
export const createVisura = (body: BodyIn<typeof reportOperations.visura>) =>
  call(reportOperations.visura, { body });

/** Once per form even on a double click. */
export const useCreateVisura = () => {
  const send = useCreateOnce(createVisura);
  return useMutation({ mutationFn: send });
};
