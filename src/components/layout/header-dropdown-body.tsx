import { Menu, Portal } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { HEADER_GROUPS, headerLinks } from '../../../registry/menus';
import { clickMenuLink, type MenuBodyProps } from '../ui/lazy-menu';
import { RouteLink } from './route-link';

type DropdownGroup = keyof typeof HEADER_GROUPS;
const bodies = new Map<DropdownGroup, ComponentType<MenuBodyProps>>();

/** The menu of one header group, loaded by the site header on first use (one component per group). */
export function headerDropdownBody(group: DropdownGroup): ComponentType<MenuBodyProps> {
  const known = bodies.get(group);
  if (known) return known;
  const meta: { title: string; heading?: string } = HEADER_GROUPS[group];
  const links = headerLinks(group);
  function HeaderDropdownBody({ trigger, openedBy }: MenuBodyProps) {
    return (
      <Menu.Root
        positioning={{ placement: 'bottom-start' }}
        defaultOpen
        defaultHighlightedValue={openedBy === 'keyboard' ? (links[0]?.id ?? null) : null}
        navigate={clickMenuLink}
      >
        <Menu.Trigger asChild>{trigger}</Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              <Menu.ItemGroup>
                {meta.heading && <Menu.ItemGroupLabel>{meta.heading}</Menu.ItemGroupLabel>}
                {links.map((link) => (
                  <Menu.Item key={link.id} value={link.id} asChild>
                    <RouteLink to={link.path}>{link.label}</RouteLink>
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    );
  }
  bodies.set(group, HeaderDropdownBody);
  return HeaderDropdownBody;
}
