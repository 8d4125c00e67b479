export * from './common/errors';
export * from './common/listing';
