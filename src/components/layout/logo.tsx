import { HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CarFront } from 'lucide-react';
import { PRODUCT_NAME } from '../../shared/constants';

export function Logo({ to = '/' }: { to?: '/' | '/dashboard' }) {
  return (
    <Link to={to} aria-label={`${PRODUCT_NAME} home`}>
      <HStack gap="2" color="fg">
        <CarFront aria-hidden size={24} color="var(--chakra-colors-brand-fg)" />
        <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight">
          {PRODUCT_NAME}
        </Text>
      </HStack>
    </Link>
  );
}
