import { registrationOperations } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** Confirms the e-mail (the code is single-use). */
export const activate = (code: string) => call(registrationOperations.activate, { params: { code } });

export const useActivate = () => useMutation({ mutationFn: activate });
