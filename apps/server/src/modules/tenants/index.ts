/** The tenants module's public entry: what other modules may use of it. */
export { brandOf, DEFAULT_BRAND, privateConfigOf } from './tenant-config';
