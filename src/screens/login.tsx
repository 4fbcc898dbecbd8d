import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { getRouteApi, Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { routeById } from '../../registry/routes';
import { useViewer } from '../lib/session';
import { headingOf } from '../components/layout/page';
import { isEmail } from '../shared/schemas/common';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { LoginForm } from '../features/auth/forms/login-form';

const routeApi = getRouteApi('/auth/login');

export function LoginScreen() {
  const route = routeById['login'];
  const { redirect } = routeApi.useSearch();
  const navigate = useNavigate();
  const viewer = useViewer();
  const signingIn = useRef(false);

  // Already signed in: nothing to do here (but not while our own sign-in is moving on).
  if (viewer && !signingIn.current) return <Navigate to="/dashboard" replace />;

  return (
    <>
      <AuthHeading title={headingOf(route)}>
        Welcome back. Sign in with your email or username to get back to your inventory, leads and deals.
      </AuthHeading>
      <LoginForm
        onSignedIn={async () => {
          signingIn.current = true;
          await navigate({ to: '/auth/login-success', search: { redirect } });
        }}
        onUnverified={async ({ identifier }) => {
          await navigate({ to: '/auth/verify-email', search: { email: isEmail(identifier) ? identifier : '' } });
        }}
      />
      <Text mt="6" fontSize="sm" color="fg.muted" textAlign="center">
        New to Lotline?{' '}
        <ChakraLink asChild colorPalette="blue">
          <Link to="/auth/register">Create an account</Link>
        </ChakraLink>
      </Text>
    </>
  );
}
