import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { getRouteApi, Link, Navigate, useNavigate } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { TRIAL_DAYS } from '../shared/constants';
import { planById } from '../shared/plans';
import { useViewer } from '../lib/session';
import { headingOf } from '../components/layout/page';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { RegisterForm } from '../features/auth/forms/register-form';

const routeApi = getRouteApi('/auth/register');

export function RegisterScreen() {
  const route = routeById['register'];
  // The plan picked on a pricing card travels on through verification to onboarding.
  const { plan } = routeApi.useSearch();
  const navigate = useNavigate();
  const viewer = useViewer();
  if (viewer) return <Navigate to="/dashboard" replace />;

  return (
    <>
      <AuthHeading title={headingOf(route)}>
        {plan
          ? `You picked ${planById(plan).name}: your dealership starts on a ${TRIAL_DAYS}-day free trial of it. `
          : ''}
        We’ll email you a 6-digit code to confirm your address.
      </AuthHeading>
      <RegisterForm
        onRegistered={async ({ email, firstName, lastName, username }) => {
          await navigate({ to: '/auth/verify-otp', search: { email, firstName, lastName, username, plan } });
        }}
      />
      <Text mt="6" fontSize="sm" color="fg.muted" textAlign="center">
        Already have an account?{' '}
        <ChakraLink asChild colorPalette="blue">
          <Link to="/auth/login" search={{ redirect: '' }}>
            Sign in
          </Link>
        </ChakraLink>
      </Text>
    </>
  );
}
