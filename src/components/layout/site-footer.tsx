import { Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { FOOTER_GROUPS, footerLinks } from '../../../registry/menus';
import { PRODUCT_NAME, SLOGAN } from '../../shared/constants';
import { useConsent } from '../cookie-banner/consent-provider';
import { Logo } from './logo';
import { RouteLink } from './route-link';

/** The public footer, generated from the registry's footer entries. */
export function SiteFooter() {
  const { openSettings } = useConsent();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="auto" data-testid="site-footer">
      <Grid
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="12"
        gap="8"
        templateColumns={{ base: '1fr 1fr', md: '2fr repeat(4, 1fr)' }}
      >
        <Stack gap="3" gridColumn={{ base: 'span 2', md: 'auto' }}>
          <Logo />
          <Text color="fg.muted" fontSize="sm">
            {SLOGAN}
          </Text>
        </Stack>
        {FOOTER_GROUPS.map((group) => (
          <Stack as="nav" key={group} gap="2" aria-label={`${group} links`}>
            <Heading as="h2" size="sm">
              {group}
            </Heading>
            {footerLinks(group).map((link) => (
              <RouteLink key={link.key} to={link.path} params={link.params} hash={link.hash} className="footer-link">
                <Text as="span" fontSize="sm" color="fg.muted" _hover={{ color: 'fg', textDecoration: 'underline' }}>
                  {link.label}
                </Text>
              </RouteLink>
            ))}
            {group === 'Legal' && (
              <Button
                variant="plain"
                size="sm"
                p="0"
                h="auto"
                justifyContent="flex-start"
                fontWeight="normal"
                color="fg.muted"
                _hover={{ color: 'fg', textDecoration: 'underline' }}
                onClick={openSettings}
              >
                Cookie settings
              </Button>
            )}
          </Stack>
        ))}
      </Grid>
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="6"
        borderTopWidth="1px"
        justify="space-between"
        wrap="wrap"
        gap="2"
      >
        <Text fontSize="sm" color="fg.muted">
          © {new Date().getFullYear()} {PRODUCT_NAME}, Inc. All rights reserved.
        </Text>
      </Flex>
    </Box>
  );
}
