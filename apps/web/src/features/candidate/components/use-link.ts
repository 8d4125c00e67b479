import { useParams } from 'react-router';
import { useLinkState } from '../api/link';

/** The request number and UUID of the page's link, and the link's state from the server. */
export function useLink() {
  const { requestNumber = '', uuid = '' } = useParams();
  const state = useLinkState(requestNumber, uuid);
  return { requestNumber, uuid, base: `/report/${requestNumber}/${uuid}`, ...state };
}
