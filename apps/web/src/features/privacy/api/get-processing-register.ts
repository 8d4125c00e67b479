/** GET /api/rights/processing-register.pdf: the register of processing activities (GDPR art. 30), a PDF download. */
export const PROCESSING_REGISTER_URL = '/api/rights/processing-register.pdf';
