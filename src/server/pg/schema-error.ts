// A database that is unreachable or not migrated, named plainly at start-up (server.ts). Its own module, so the
// process entry can recognise it without loading the PostgreSQL driver when the state is in files.
export class SchemaError extends Error {}
