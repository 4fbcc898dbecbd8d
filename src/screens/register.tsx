import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { useViewer } from '../lib/session';
import { headingOf } from '../components/layout/page';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { RegisterForm } from '../features/auth/forms/register-form';

export function RegisterScreen() {
  const route = routeById['register'];
  const navigate = useNavigate();
  const viewer = useViewer();
  if (viewer) return <Navigate to="/dashboard" replace />;

  return (
    <>
      <AuthHeading title={headingOf(route)}>We’ll email you a 6-digit code to confirm your address.</AuthHeading>
      <RegisterForm
        onRegistered={async ({ email, firstName, lastName, username }) => {
          await navigate({ to: '/auth/verify-otp', search: { email, firstName, lastName, username } });
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
