import { z } from 'zod';
import { PLAN_IDS } from '../plans';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `Use at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`).optional();

/** E.164-ish: digits with optional +, spaces, dashes, dots and parentheses; 7–15 digits. */
export const phoneField = z
  .string({ error: 'Enter a phone number' })
  .trim()
  .max(30, 'Use at most 30 characters')
  .refine(
    (v) => /^\+?[\d\s().-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7 && (v.match(/\d/g)?.length ?? 0) <= 15,
    'Enter a valid phone number',
  );

export const AddressSchema = z.object({
  line1: requiredText('street address', 200),
  line2: optionalText(200),
  city: requiredText('city', 100),
  region: requiredText('state or region', 100),
  postalCode: requiredText('postal code', 20),
  country: z.string().trim().length(2, 'Use a 2-letter country code').default('US'),
});

export const CompleteProfileSchema = z.discriminatedUnion('accountType', [
  z.object({ accountType: z.literal('shopper') }),
  z.object({
    accountType: z.literal('dealer'),
    dealershipName: requiredText('dealership name', 120),
    phone: phoneField,
    address: AddressSchema,
    website: z.url('Enter a full URL, like https://example.com').max(300).optional(),
    /** The plan picked on the pricing page: the trial is of that plan (Dealer when none was picked). */
    plan: z.enum(PLAN_IDS, { error: 'Choose Starter, Dealer or Pro' }).optional(),
  }),
]);
export type CompleteProfileInput = z.infer<typeof CompleteProfileSchema>;
