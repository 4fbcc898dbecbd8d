/**
 * The database schema, one module per area. This is the one entry drizzle-kit (drizzle.config.ts),
 * the db client and better-auth's drizzle adapter import: every table and relation must be exported
 * from here, or migrations and relational queries miss it. SQL names are plural snake_case.
 */
export * from './auth';
export * from './dealerships';
export * from './mail';
export * from './marketing';
export * from './vehicles';
export * from './reference';
export * from './respond';
export * from './deals';
export * from './billing';
