import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-error';

/**
 * A refusal by the plan (402 over the listing limit, 409 over the seats, or a trial that ended)
 * carries `upgradeUrl`; the places that show it offer the way out with this link to Billing.
 */
export const isPlanRefusal = (error: unknown): error is ApiError & { readonly upgradeUrl: string } =>
  error instanceof ApiError && error.upgradeUrl !== undefined;

export function SeePlansLink() {
  return (
    <ChakraLink asChild color="blue.fg" fontWeight="medium" textDecoration="underline">
      <Link to="/dashboard/billing">See plans</Link>
    </ChakraLink>
  );
}
