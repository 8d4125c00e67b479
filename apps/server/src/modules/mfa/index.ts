/** The mfa module's public entry: what other modules may use of it. */
export { secondStepOf } from './mfa.service';
