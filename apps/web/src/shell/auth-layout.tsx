import { Box, Container, Group, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { setupQuery } from '../lib/session.ts';
import { Brand } from './brand.tsx';
import { ColorSchemeMenu } from './color-scheme-menu.tsx';
import classes from './layout.module.css';

/** The frame of the signed-out screens: the mark, the colour scheme menu and one card. */
export function AuthLayout({ children, size = 480 }: { children: ReactNode; size?: number }) {
  const setup = useQuery(setupQuery);
  return (
    <Box className={classes.authPage}>
      <Container size={size} px={{ base: 'sm', xs: 'md' }} py={{ base: 'md', sm: 48 }}>
        <Group justify="space-between" wrap="nowrap" mb="md">
          <Brand storeName={setup.data?.businessName} />
          <ColorSchemeMenu />
        </Group>
        <Paper component="main" withBorder shadow="sm" radius="md" p={{ base: 'md', xs: 'xl' }}>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}

export function AuthLayoutRoute() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
