/** The profile module's public entry: what other modules may use of it. */
export { saveCompany, savePersonal } from './profile.service';
