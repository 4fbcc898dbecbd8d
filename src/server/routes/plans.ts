import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { annualCents, PLANS } from '../../shared/plans';
import { PlansSchema, type PlansResponse } from '../../shared/schemas/marketing';
import { defaultHook } from '../errors';

/** The plan table the pricing section and the billing area both read. */
export const plansPayload = (): PlansResponse => ({
  currency: 'USD',
  annualFreeMonths: 2,
  plans: PLANS.map((p) => ({
    id: p.id,
    name: p.name,
    summary: p.summary,
    monthlyCents: p.monthlyCents,
    annualCents: annualCents(p.monthlyCents),
    listings: p.listings,
    seats: p.seats,
    features: [...p.features],
  })),
});

const listPlans = createRoute({
  method: 'get',
  path: '/plans',
  ...declareAccess(ACCESS.anyone),
  tags: ['Plans'],
  summary: 'Plans and prices (USD cents), monthly and annual',
  responses: {
    200: { description: 'Every plan', content: { 'application/json': { schema: PlansSchema.openapi('Plans') } } },
  },
});

export const plansRoutes = () =>
  new OpenAPIHono({ defaultHook }).openapi(listPlans, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(plansPayload(), 200);
  });
