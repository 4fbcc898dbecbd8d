/**
 * What the security tests know about each operation: the access it declares
 * (src/server/auth/endpoint-access.ts), what each viewer should get from it, and how to call it
 * with an input that is valid enough to reach the point under test — real ids of dealership A,
 * throwaway targets, and throwaway callers for calls that spend a session, an account or a
 * dealership. The authorization matrix judges these calls; the fuzz bends their inputs.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { createEmailVerificationToken } from 'better-auth/api';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from '../../src/server/auth/auth';
import {
  AUTH_ENDPOINT_ACCESS,
  PENDING_ROUTE_ACCESS,
  X_ACCESS,
  type EndpointAccess,
} from '../../src/server/auth/endpoint-access';
import { newId } from '../../src/server/db/queries/ids';
import { vehiclePhotos, vehicles } from '../../src/server/db/schema';
import { photoFileKeys } from '../../src/server/db/queries/vehicle-photos';
import { storageFor } from '../../src/server/storage';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { ORIGIN, PASSWORD, uniquePerson, type Client, type Res, type TestApp } from './helpers';
import {
  bodySchema,
  fillPath,
  parameters,
  sampleValue,
  withQuery,
  type OpenApiDocument,
  type Operation,
} from './openapi-helpers';
import {
  clientFor,
  copyClient,
  createDealership,
  createInvitationRow,
  createPerson,
  DEALER_ROLE_OF,
  throwawayViewer,
  type Identity,
  type ViewerName,
  type World,
} from './viewer-helpers';

/** The one operation that answers an endless stream (server-sent events): callers hang up after the headers. */
export const STREAM_OPERATION = 'GET /api/events';

/** The access an operation declares, or why it has none usable. */
export const declaration = (operation: Operation): { access?: EndpointAccess; problem?: string } => {
  const inline = operation.op[X_ACCESS] as EndpointAccess | undefined;
  if (operation.path.startsWith(`${AUTH_BASE_PATH}/`)) {
    const key = operation.path.slice(AUTH_BASE_PATH.length);
    const access = AUTH_ENDPOINT_ACCESS[key];
    // The document copies the table's rule onto the operation (src/server/openapi.ts); anything else
    // would be a second declaration.
    if (inline && JSON.stringify(inline) !== JSON.stringify(access))
      return { problem: `better-auth's ${key} has an x-access of its own; declare it only in the table` };
    return access
      ? { access }
      : { problem: `no access declared: add '${key}' to AUTH_ENDPOINT_ACCESS (src/server/auth/endpoint-access.ts)` };
  }
  const pending = PENDING_ROUTE_ACCESS[operation.key];
  if (inline && pending) return { problem: `declared twice: remove '${operation.key}' from PENDING_ROUTE_ACCESS` };
  const access = inline ?? pending;
  return access
    ? { access }
    : { problem: `no access declared: add \`...declareAccess(ACCESS.…)\` to its createRoute({...}) config` };
};

export type Outcome = 'allowed' | 'refused';

/** What a viewer should get from an operation declared with `access` (its request naming dealership A). */
export const expectedFor = (access: EndpointAccess, viewer: ViewerName): Outcome => {
  if (viewer === 'anonymous') return access.kind === 'anyone' ? 'allowed' : 'refused';
  switch (access.kind) {
    case 'anyone':
    case 'signed-in':
      return 'allowed';
    case 'roles': {
      if (viewer === 'admin') return access.roles.includes('admin') ? 'allowed' : 'refused';
      const role = DEALER_ROLE_OF[viewer];
      return role && access.roles.includes(role) ? 'allowed' : 'refused';
    }
    case 'dealership': {
      // The request names dealership A (or a throwaway one where A's staff stand in): B's owner is an outsider.
      const role = viewer === 'otherOwner' ? undefined : DEALER_ROLE_OF[viewer];
      return role && access.roles.includes(role) ? 'allowed' : 'refused';
    }
    case 'local-or-admin':
      return viewer === 'admin' ? 'allowed' : 'refused';
    case 'disabled':
      return 'refused';
  }
};

export interface Cell {
  readonly viewer: ViewerName;
  readonly client: Client;
  /** Who the client is signed in as (undefined: anonymous). */
  readonly me?: Identity | undefined;
  /** The session token of `client` when it was minted for this cell. */
  readonly token?: string | undefined;
  /** The dealership the request names: A, or a throwaway one (fresh: 'dealership'). */
  readonly dealership: string;
  /** Its owner (inviter of test invitations). */
  readonly dealershipOwner: string;
}

export interface Input {
  readonly path?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

export interface Plan {
  /**
   * The call spends or changes the caller's session, account or membership (or would, if the
   * authorization were wrong): run it as a throwaway person of the viewer's kind ('person'), or
   * with a throwaway dealership standing in for A ('dealership').
   */
  readonly fresh?: 'person' | 'dealership';
  readonly input?: (cell: Cell) => Input | Promise<Input>;
}

const tag = () => randomBytes(4).toString('hex');
export const strangerEmail = () => `stranger${tag()}@example.com`;
/** A seeded shopper who is none of the viewers: the account the sign-in cells sign in to. */
const SIGN_IN_AS = { email: 'rachel.greene@example.com', username: 'rachel.greene', password: DEMO_PASSWORD };

/** The plans, inputs and cells for one test app, its demo world and its document. */
export const createOperationPlans = (t: TestApp, world: World, doc: OpenApiDocument) => {
  const A = world.dealershipA;
  const freshMember = (organizationId: string, role = 'sales') => createPerson(t, 'staff', { organizationId, role });
  const freshTarget = () => createPerson(t, 'shopper');
  const invitationIn = (cell: Cell, email = strangerEmail()) =>
    createInvitationRow(t, cell.dealership, email, cell.dealershipOwner);
  const ownInvitation = (cell: Cell) => invitationIn(cell, cell.me?.email ?? strangerEmail());
  /** A vehicle of dealership A on the marketplace (the marketplace and favorites act on one). */
  const listedVehicle = async () => {
    const id = newId();
    const n = tag().toUpperCase();
    await t.db.insert(vehicles).values({
      id,
      organizationId: A,
      vin: `MATRIX${n}`,
      stockNumber: `MX-${n}`,
      year: 2021,
      make: 'Toyota',
      model: 'RAV4',
      mileage: 21_000,
      condition: 'used',
      status: 'available',
      listed: true,
      listedAt: new Date(),
      priceCents: 2_650_000,
    });
    return id;
  };

  /** A small real PNG (photo uploads are judged by content). */
  let samplePng: Promise<Buffer> | undefined;
  const pngBytes = () =>
    (samplePng ??= sharp({ create: { width: 240, height: 240, channels: 3, background: '#4a6fa5' } })
      .png()
      .toBuffer());
  const photoForm = async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await pngBytes())], 'front.png', { type: 'image/png' }));
    form.set('alt', 'Front three-quarter view');
    return form;
  };
  /** A listed vehicle of A with one photo (row and files), as an upload would leave it. */
  const vehicleWithPhoto = async () => {
    const vehicleId = await listedVehicle();
    const photoId = newId();
    const row = { storageKey: `vehicles/${vehicleId}/${photoId}`, originalType: 'image/png' };
    const bytes = new Uint8Array(await pngBytes());
    await Promise.all(photoFileKeys(row).map((key) => storageFor(t.env).put(key, bytes, 'image/png')));
    await t.db
      .insert(vehiclePhotos)
      .values({ id: photoId, vehicleId, position: 0, ...row, width: 240, height: 240, bytes: bytes.byteLength });
    return { vehicleId, photoId };
  };

  /** Keyed by operation (`POST /api/auth/…`) or by path (every method). Unlisted: inputs from the schema. */
  const PLANS: Record<string, Plan> = {
    // Our routes.
    'POST /api/invitations': { input: () => ({ body: { email: strangerEmail(), role: 'sales' } }) },
    '/api/invitations/{id}/resend': { input: async (cell) => ({ path: { id: await invitationIn(cell) } }) },
    'DELETE /api/invitations/{id}': { input: async (cell) => ({ path: { id: await invitationIn(cell) } }) },
    'POST /api/invitations/accept': { input: () => ({ body: { token: `unknown${tag()}`, password: PASSWORD } }) },
    'POST /api/profile/complete': { fresh: 'person', input: () => ({ body: { accountType: 'shopper' } }) },
    // Account: calls that end sessions or the account itself run as throwaway people.
    'DELETE /api/account/sessions': { fresh: 'person' },
    'DELETE /api/account/sessions/{id}': { fresh: 'person' },
    'POST /api/account/delete': { fresh: 'person', input: () => ({ body: { password: PASSWORD } }) },
    '/api/account/avatar': { fresh: 'person' },
    // Vehicle photos: a listed vehicle of A (with one photo where the operation names it).
    'POST /api/inventory/{id}/photos': {
      input: async () => ({ path: { id: await listedVehicle() }, body: await photoForm() }),
    },
    'PUT /api/inventory/{id}/photos/order': {
      input: async () => {
        const { vehicleId, photoId } = await vehicleWithPhoto();
        return { path: { id: vehicleId }, body: { photoIds: [photoId], coverPhotoId: photoId } };
      },
    },
    '/api/inventory/{id}/photos/{photoId}': {
      input: async () => {
        const { vehicleId, photoId } = await vehicleWithPhoto();
        return { path: { id: vehicleId, photoId }, body: { alt: 'Driver side' } };
      },
    },
    'GET /api/photos/{photoId}/{variant}': {
      input: async () => ({ path: { photoId: (await vehicleWithPhoto()).photoId, variant: 'w320' } }),
    },
    'GET /api/marketplace/{id}': { input: async () => ({ path: { id: await listedVehicle() } }) },
    '/api/favorites/{vehicleId}': { input: async () => ({ path: { vehicleId: await listedVehicle() } }) },
    // Inventory: a fresh vehicle of A per cell (a delete or a status change spends it).
    '/api/inventory/{id}': { input: async () => ({ path: { id: await listedVehicle() } }) },
    '/api/inventory/{id}/status': {
      input: async () => ({ path: { id: await listedVehicle() }, body: { status: 'on_hold' } }),
    },
    '/api/inventory/{id}/listed': {
      input: async () => ({ path: { id: await listedVehicle() }, body: { listed: false } }),
    },
    '/api/inventory/{id}/price-history': { input: async () => ({ path: { id: await listedVehicle() } }) },
    '/api/inventory/{id}/events': { input: async () => ({ path: { id: await listedVehicle() } }) },
    'POST /api/inventory/bulk': {
      input: async () => ({ body: { ids: [await listedVehicle()], action: { kind: 'listed', listed: false } } }),
    },
    // Cost visibility is the owner's alone (a manager gets 403 naming it): the cells change the pack.
    'PATCH /api/inventory/settings': { input: () => ({ body: { defaultPackCents: 0 } }) },
    // Settings: the profile call changes nothing (every field is optional); team changes act on a
    // fresh member of the dealership, and leaving spends a throwaway person.
    'PATCH /api/dealership': { input: () => ({ body: {} }) },
    'PATCH /api/dealership/team/{memberId}': {
      input: async (cell) => ({
        path: { memberId: (await freshMember(cell.dealership)).memberId! },
        body: { role: 'manager' },
      }),
    },
    'POST /api/dealership/team/leave': { fresh: 'person' },
    // CSV import: the file is the body (text/csv). The import's row lacks its mileage, so every
    // allowed cell gets 422 IMPORT_HAS_ERRORS and nothing is written to A.
    'POST /api/inventory/import/preview': {
      input: () => ({ body: 'VIN,Mileage\n1HGCM82633A004352,1000\n', headers: { 'content-type': 'text/csv' } }),
    },
    'POST /api/inventory/import': {
      input: () => ({ body: 'VIN,Mileage\n1HGCM82633A004352,\n', headers: { 'content-type': 'text/csv' } }),
    },

    // better-auth: sessions and sign-in.
    '/api/auth/sign-out': { fresh: 'person' },
    '/api/auth/sign-up/email': { input: () => ({ body: uniquePerson('matrix') }) },
    '/api/auth/sign-in/email': { input: () => ({ body: { email: SIGN_IN_AS.email, password: SIGN_IN_AS.password } }) },
    '/api/auth/sign-in/username': {
      input: () => ({ body: { username: SIGN_IN_AS.username, password: SIGN_IN_AS.password } }),
    },
    '/api/auth/sign-in/email-otp': { input: () => ({ body: { email: SIGN_IN_AS.email, otp: '000000' } }) },
    '/api/auth/sign-in/social': { input: () => ({ body: { provider: 'google' } }) },
    '/api/auth/link-social': { input: () => ({ body: { provider: 'google' } }) },
    '/api/auth/callback/{id}': { input: () => ({ path: { id: 'google' } }) },
    '/api/auth/is-username-available': { input: () => ({ body: { username: `free${tag()}` } }) },

    // Verification and reset: made-up codes and tokens, unknown addresses.
    // A real link for a fresh unverified person: the token is the credential, whoever clicks it.
    '/api/auth/verify-email': {
      input: async () => {
        const person = await createPerson(t, 'shopper', undefined, { verified: false });
        return { query: { token: await createEmailVerificationToken(t.env.authSecret, person.email) } };
      },
    },
    '/api/auth/send-verification-email': { input: () => ({ body: { email: strangerEmail() } }) },
    '/api/auth/request-password-reset': { input: () => ({ body: { email: strangerEmail() } }) },
    'POST /api/auth/reset-password': { input: () => ({ body: { newPassword: PASSWORD, token: `made-up-${tag()}` } }) },
    '/api/auth/reset-password/{token}': {
      input: () => ({ path: { token: `made-up-${tag()}` }, query: { callbackURL: '/auth/reset-password' } }),
    },
    '/api/auth/email-otp/send-verification-otp': {
      input: () => ({ body: { email: strangerEmail(), type: 'email-verification' } }),
    },
    '/api/auth/email-otp/check-verification-otp': {
      input: () => ({ body: { email: strangerEmail(), type: 'email-verification', otp: '000000' } }),
    },
    '/api/auth/email-otp/verify-email': { input: () => ({ body: { email: strangerEmail(), otp: '000000' } }) },
    '/api/auth/email-otp/request-password-reset': { input: () => ({ body: { email: strangerEmail() } }) },
    '/api/auth/forget-password/email-otp': { input: () => ({ body: { email: strangerEmail() } }) },
    '/api/auth/email-otp/reset-password': {
      input: () => ({ body: { email: strangerEmail(), otp: '000000', password: PASSWORD } }),
    },

    // The caller's own account: spent on throwaway people.
    '/api/auth/verify-password': { input: () => ({ body: { password: 'Wrong-horse-42' } }) },
    '/api/auth/change-email': { fresh: 'person', input: () => ({ body: { newEmail: strangerEmail() } }) },
    '/api/auth/change-password': {
      fresh: 'person',
      input: () => ({ body: { currentPassword: 'Wrong-horse-42', newPassword: PASSWORD } }),
    },
    '/api/auth/update-session': { fresh: 'person' },
    '/api/auth/update-user': { fresh: 'person', input: () => ({ body: { firstName: 'Sam', lastName: 'Rivera' } }) },
    '/api/auth/delete-user': { fresh: 'person' },
    '/api/auth/delete-user/callback': { fresh: 'person', input: () => ({ query: { token: `made-up-${tag()}` } }) },
    '/api/auth/revoke-session': { fresh: 'person', input: (cell) => ({ body: { token: cell.token ?? 'none' } }) },
    '/api/auth/revoke-sessions': { fresh: 'person' },
    '/api/auth/revoke-other-sessions': { fresh: 'person' },
    '/api/auth/unlink-account': {
      fresh: 'person',
      input: (cell) => ({ body: { providerId: 'credential', accountId: cell.me?.userId ?? 'none' } }),
    },
    '/api/auth/refresh-token': { input: () => ({ body: { accountId: `made-up-${tag()}` } }) },
    '/api/auth/get-access-token': { input: () => ({ body: { accountId: `made-up-${tag()}` } }) },
    '/api/auth/account-info': { input: () => ({ query: { accountId: `made-up-${tag()}` } }) },
    '/api/auth/email-otp/request-email-change': {
      fresh: 'person',
      input: () => ({ body: { newEmail: strangerEmail() } }),
    },
    '/api/auth/email-otp/change-email': {
      fresh: 'person',
      input: () => ({ body: { newEmail: strangerEmail(), otp: '000000' } }),
    },

    // Dealerships (all disabled for clients today; the inputs are ready for the day one reopens):
    // requests name dealership A (or a throwaway stand-in), targets are throwaway.
    '/api/auth/organization/create': {
      fresh: 'person',
      input: () => ({ body: { name: `Matrix ${tag()}`, slug: `matrix-${tag()}` } }),
    },
    '/api/auth/organization/update': {
      input: (cell) => ({ body: { organizationId: cell.dealership, data: { name: 'Riverside Auto Group' } } }),
    },
    '/api/auth/organization/delete': {
      fresh: 'dealership',
      input: (cell) => ({ body: { organizationId: cell.dealership } }),
    },
    '/api/auth/organization/set-active': {
      fresh: 'person',
      input: (cell) => ({ body: { organizationId: cell.dealership } }),
    },
    '/api/auth/organization/get-organization': { input: (cell) => ({ query: { organizationId: cell.dealership } }) },
    '/api/auth/organization/get-full-organization': {
      input: (cell) => ({ query: { organizationId: cell.dealership } }),
    },
    '/api/auth/organization/list-members': { input: (cell) => ({ query: { organizationId: cell.dealership } }) },
    '/api/auth/organization/list-invitations': { input: (cell) => ({ query: { organizationId: cell.dealership } }) },
    '/api/auth/organization/check-slug': { input: () => ({ body: { slug: `free-${tag()}` } }) },
    '/api/auth/organization/has-permission': { input: () => ({ body: { permissions: { member: ['create'] } } }) },
    '/api/auth/organization/leave': {
      fresh: 'person',
      input: (cell) => ({ body: { organizationId: cell.dealership } }),
    },
    '/api/auth/organization/invite-member': {
      input: (cell) => ({ body: { email: strangerEmail(), role: 'sales', organizationId: cell.dealership } }),
    },
    '/api/auth/organization/cancel-invitation': {
      input: async (cell) => ({ body: { invitationId: await invitationIn(cell) } }),
    },
    '/api/auth/organization/remove-member': {
      input: async (cell) => ({
        body: { memberIdOrEmail: (await freshMember(cell.dealership)).memberId, organizationId: cell.dealership },
      }),
    },
    '/api/auth/organization/update-member-role': {
      input: async (cell) => ({
        body: {
          memberId: (await freshMember(cell.dealership)).memberId,
          role: 'manager',
          organizationId: cell.dealership,
        },
      }),
    },
    '/api/auth/organization/accept-invitation': {
      fresh: 'person',
      input: async (cell) => ({ body: { invitationId: await ownInvitation(cell) } }),
    },
    '/api/auth/organization/reject-invitation': {
      fresh: 'person',
      input: async (cell) => ({ body: { invitationId: await ownInvitation(cell) } }),
    },
    '/api/auth/organization/get-invitation': {
      input: async (cell) => ({ query: { id: await ownInvitation(cell) } }),
    },

    // The admin plugin: every target is a throwaway person.
    '/api/auth/admin/set-role': {
      input: async () => ({ body: { userId: (await freshTarget()).userId, role: 'user' } }),
    },
    '/api/auth/admin/get-user': { input: () => ({ query: { id: world.people.shopper.userId } }) },
    '/api/auth/admin/create-user': {
      input: () => ({ body: { email: strangerEmail(), name: 'Made By Admin', password: PASSWORD } }),
    },
    '/api/auth/admin/update-user': {
      input: async () => ({ body: { userId: (await freshTarget()).userId, data: { name: 'Renamed' } } }),
    },
    '/api/auth/admin/list-user-sessions': { input: () => ({ body: { userId: world.people.shopper.userId } }) },
    '/api/auth/admin/ban-user': { input: async () => ({ body: { userId: (await freshTarget()).userId } }) },
    '/api/auth/admin/unban-user': { input: async () => ({ body: { userId: (await freshTarget()).userId } }) },
    '/api/auth/admin/impersonate-user': {
      fresh: 'person',
      input: async () => ({ body: { userId: (await freshTarget()).userId } }),
    },
    '/api/auth/admin/stop-impersonating': { fresh: 'person' },
    '/api/auth/admin/revoke-user-session': {
      input: async () => {
        const target = await freshTarget();
        return { body: { sessionToken: (await clientFor(t, target.userId)).token } };
      },
    },
    '/api/auth/admin/revoke-user-sessions': { input: async () => ({ body: { userId: (await freshTarget()).userId } }) },
    '/api/auth/admin/remove-user': { input: async () => ({ body: { userId: (await freshTarget()).userId } }) },
    '/api/auth/admin/set-user-password': {
      input: async () => ({ body: { userId: (await freshTarget()).userId, newPassword: PASSWORD } }),
    },
    '/api/auth/admin/has-permission': { input: () => ({ body: { permissions: { user: ['list'] } } }) },
  };

  /** The plan of an operation: by `METHOD path`, else by path, else none (inputs from the schema). */
  const planFor = (operation: Operation): Plan => PLANS[operation.key] ?? PLANS[operation.path] ?? {};

  /** Path, required query and body values made from the operation's schema. */
  const defaultInput = (operation: Operation): Input => {
    const { op, method } = operation;
    const pathParams = Object.fromEntries(
      parameters(op, 'path').map((p) => [p.name, String(sampleValue(doc, p.schema, p.name))]),
    );
    const query = Object.fromEntries(
      parameters(op, 'query')
        .filter((p) => p.required)
        .map((p) => [p.name, String(sampleValue(doc, p.schema, p.name))]),
    );
    const schema = bodySchema(doc, op);
    const body = method === 'GET' || method === 'DELETE' ? undefined : schema ? sampleValue(doc, schema) : {};
    return { path: pathParams, query, body };
  };

  /** Sends `input` to `operation` through `client`. */
  const send = async (client: Client, operation: Operation, input: Input): Promise<Res> => {
    const url = withQuery(fillPath(operation.path, input.path ?? {}), input.query ?? {});
    // An event stream never ends: judge its status and headers, then hang up.
    if (operation.key === STREAM_OPERATION) return openAndHangUp(client, url, input.headers);
    switch (operation.method) {
      case 'GET':
        return client.get(url, input.headers);
      case 'POST':
        return client.post(url, input.body ?? {}, input.headers);
      case 'DELETE':
        return client.del(url);
      case 'PUT':
        return client.put(url, input.body, input.headers);
      case 'PATCH':
        return client.patch(url, input.body ?? {}, input.headers);
      default:
        throw new Error(`${operation.key}: teach this test to send ${operation.method}`);
    }
  };

  const openAndHangUp = async (client: Client, url: string, headers: Record<string, string> = {}): Promise<Res> => {
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await t.app.request(url, {
      headers: { Origin: ORIGIN, [CLIENT_IP_HEADER]: client.ip, ...(cookie ? { cookie } : {}), ...headers },
    });
    const type = res.headers.get('content-type') ?? '';
    let parsed: unknown;
    if (type.startsWith('text/event-stream')) await res.body?.cancel();
    else {
      // Not every GET answers JSON (photo files, the sitemap): keep the text then.
      const text = await res.text();
      try {
        parsed = JSON.parse(text || 'null');
      } catch {
        parsed = text;
      }
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  /** The client, identity and target dealership one cell runs with. */
  const prepareCell = async (viewer: ViewerName, plan: Plan): Promise<Cell> => {
    if (plan.fresh === 'dealership') {
      const stand = await createDealership(t);
      const { client, me, token } = await throwawayViewer(world, viewer, stand.organizationId);
      return {
        viewer,
        client,
        me,
        token,
        dealership: stand.organizationId,
        dealershipOwner: stand.owner.userId,
      };
    }
    const base = { viewer, dealership: A, dealershipOwner: world.people.owner.userId };
    if (plan.fresh === 'person') {
      const { client, me, token } = await throwawayViewer(world, viewer);
      return { ...base, client, me, token };
    }
    const me = viewer === 'anonymous' ? undefined : world.people[viewer];
    return { ...base, client: copyClient(t, world.clients[viewer]), me };
  };

  return { planFor, defaultInput, send, prepareCell, freshMember, openAndHangUp };
};
