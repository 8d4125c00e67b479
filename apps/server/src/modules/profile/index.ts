/** The profile module's public entry: what other modules may use of it. */
export { companyDetailOf, saveCompany, savePersonal } from './profile.service';
