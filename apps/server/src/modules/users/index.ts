/** The users module's public entry: what other modules may use of it. */
export { contractView } from './users.service';
