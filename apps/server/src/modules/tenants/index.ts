/** The tenants module's public entry: what other modules may use of it. */
export { configKeyOf, decrypt, encrypt } from './config-crypto';
export { brandOf, DEFAULT_BRAND, legalNameOf, privateConfigOf, publicConfigOf } from './tenant-config';
export { tenantByName } from './tenants.repository';
