// Every table of every module, for drizzle-kit and the typed query API.
export * from '../modules/accounts/schema.ts';
export * from '../modules/businesses/schema.ts';
export * from '../modules/options/schema.ts';
export * from '../platform/mail/schema.ts';
export * from '../platform/storage/schema.ts';
export * from '../platform/secrets-schema.ts';
export * from '../modules/services/schema.ts';
export * from '../modules/scheduling/schema.ts';
export * from '../modules/packages/schema.ts';
export * from '../modules/availability/schema.ts';
export * from '../modules/contract-templates/schema.ts';
