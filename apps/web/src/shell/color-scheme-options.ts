import type { MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';

export const COLOR_SCHEME_OPTIONS: { value: MantineColorScheme; icon: typeof IconSun }[] = [
  { value: 'light', icon: IconSun },
  { value: 'dark', icon: IconMoon },
  { value: 'auto', icon: IconDeviceDesktop },
];

export const currentSchemeIcon = (scheme: MantineColorScheme) =>
  COLOR_SCHEME_OPTIONS.find((o) => o.value === scheme)?.icon ?? IconDeviceDesktop;
