import { useLinkState } from '../api/get-link-state';
import { useCandidateLocation } from '../app/candidate-location';

/** The request number and UUID of the page's link, and the link's state from the server. */
export function useLink() {
  const { requestNumber, uuid, base } = useCandidateLocation();
  const state = useLinkState(requestNumber, uuid);
  return { requestNumber, uuid, base, ...state };
}
