import { describe, expectTypeOf, it } from 'vitest';
import type { InferRequestType, InferResponseType } from 'hono/client';
import type { api } from '../../src/lib/api-client';

// The client's types come from the server's route definitions; this fails to compile if they drift.
describe('typed api client', () => {
  it('infers request and response types from the server', () => {
    type Session = InferResponseType<typeof api.api.session.$get, 200>;
    expectTypeOf<Session['needsProfile']>().toEqualTypeOf<boolean>();
    type Invite = InferRequestType<typeof api.api.invitations.$post>['json'];
    expectTypeOf<Invite['role']>().toEqualTypeOf<'manager' | 'sales'>();
    type Health = InferResponseType<typeof api.api.health.$get>;
    expectTypeOf<Health['database']>().toEqualTypeOf<'ok' | 'down'>();
  });
});
