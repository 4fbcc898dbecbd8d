import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { headingOf } from '../components/layout/page';
import { isEmail } from '../shared/schemas/common';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { ForgotPasswordForm } from '../features/auth/forms/forgot-password-form';

export function ForgotPasswordScreen() {
  const route = routeById['forgot-password'];
  const navigate = useNavigate();
  return (
    <>
      <AuthHeading title={headingOf(route)}>
        Enter your email or username and we’ll email you a link to choose a new password.
      </AuthHeading>
      <ForgotPasswordForm
        onSent={async ({ identifier }) => {
          const email = isEmail(identifier) ? identifier : '';
          await navigate({ to: '/auth/email-sent', search: { email, username: email ? '' : identifier } });
        }}
      />
      <Text mt="6" fontSize="sm" textAlign="center">
        <ChakraLink asChild colorPalette="blue">
          <Link to="/auth/login" search={{ redirect: '' }}>
            Back to sign in
          </Link>
        </ChakraLink>
      </Text>
    </>
  );
}
