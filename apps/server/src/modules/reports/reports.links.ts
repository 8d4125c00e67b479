export { publicBaseUrl } from '../../platform/public-url';

export const candidateLink = (base: string, requestNumber: string, uuid: string) =>
  `${base}/report/${encodeURIComponent(requestNumber)}/${uuid}`;
