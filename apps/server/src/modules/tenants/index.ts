/** The tenants module's public entry: what other modules may use of it. */
export { privateConfigOf } from './tenant-config';
