// Each feature adds its own file and one export line here.
export * from './api-keys';
export * from './checks';
export * from './dashboard';
export * from './documents-tickets';
export * from './idempotency';
export * from './mfa';
export * from './payments';
export * from './platform';
export * from './reports';
export * from './rights';
export * from './rollups';
export * from './sessions';
export * from './tenant-config';
export * from './tenants';
export * from './users';
export * from './users-admin';
export * from './webhooks';
