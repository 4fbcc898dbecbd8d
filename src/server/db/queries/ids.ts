/** Ids are opaque strings (DESIGN.md habit 14): random UUIDs made here, not by the database. */
import { randomUUID } from 'node:crypto';

export const newId = () => randomUUID();
