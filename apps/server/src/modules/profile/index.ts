/** The profile module's public entry: what other modules may use of it. */
export { parseBody, saveCompany, savePersonal } from './profile.service';
