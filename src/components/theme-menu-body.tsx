import { Menu, Portal } from '@chakra-ui/react';
import { useThemePreference } from '../lib/theme-preference';
import type { ThemePreference } from '../shared/constants';
import { THEME_CHOICES } from './theme-toggle';
import type { MenuBodyProps } from './ui/lazy-menu';

/** The theme menu itself, loaded by ThemeMenu on first use. */
export function ThemeMenuBody({ trigger, openedBy }: MenuBodyProps) {
  const { preference, setPreference } = useThemePreference();
  return (
    <Menu.Root defaultOpen defaultHighlightedValue={openedBy === 'keyboard' ? preference : null}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup value={preference} onValueChange={(e) => setPreference(e.value as ThemePreference)}>
              <Menu.ItemGroupLabel>Theme</Menu.ItemGroupLabel>
              {THEME_CHOICES.map(({ value, label, Icon }) => (
                <Menu.RadioItem key={value} value={value}>
                  <Icon size={16} aria-hidden />
                  {label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
