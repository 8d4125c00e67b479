// The rights module's public entry: what the reports module needs to gate a request and date its erasure.
export { gatePertinence } from './pertinence.gate';
export { rightsSettings } from './rights-settings.repository';
export { overdueRequest } from './subject-requests.repository';
