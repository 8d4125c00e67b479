import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeRegistration } from './complete-registration';
import { REGISTRATION_KEY } from './registration-data';
import { uploadContract } from './upload-contract';

/** The contract step's two calls: uploads the signed contract, then completes the registration. */
export function useSignContract(registerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      await uploadContract(registerId, file);
      await queryClient.invalidateQueries({ queryKey: REGISTRATION_KEY });
      return completeRegistration(registerId);
    },
    // The server has ended the session; the success page forgets it (see useForgetSession), after navigating.
  });
}
