/** GET …/contract-document/{registerId}/template: the standard contract to sign, as a download link. */
export const contractTemplateUrl = (registerId: string) =>
  `/api/user/register/contract-document/${encodeURIComponent(registerId)}/template`;
