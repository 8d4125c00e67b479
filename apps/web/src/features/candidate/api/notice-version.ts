/**
 * The notice version sent with the consent, from the domain package. Imported lazily by the privacy page (it
 * brings zod with it), so the notice renders without the validation library.
 */
export { PRIVACY_NOTICE_VERSION } from '@hrwe/domain';
