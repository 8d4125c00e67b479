// Each feature adds its own file and one export line here.
export * from './platform';
export * from './sessions';
export * from './tenants';
export * from './users';
