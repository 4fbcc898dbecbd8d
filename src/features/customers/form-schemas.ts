/**
 * What the customer form checks its input with: the shared schemas the server validates with, as
 * react-hook-form resolvers. Loaded by `form-values.ts` on the first check, so neither classic zod
 * nor the schemas are in the customer screens' first load (issue 14).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CreateCustomerSchema, UpdateCustomerSchema } from '../../shared/schemas/customers';

export const schemaResolvers = {
  create: zodResolver(CreateCustomerSchema),
  update: zodResolver(UpdateCustomerSchema),
};
