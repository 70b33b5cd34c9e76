import { Outlet, useRouterState } from '@tanstack/react-router';
import { ConfettiHost } from '../../components/ui/confetti';
import { PopupHost } from '../../components/ui/popups';
import { ThemeSync } from '../../components/theme-sync';
import { PageFrame } from './page-frame';

export const RootLayout = () => {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      <ThemeSync />
      <PageFrame pathname={pathname}>
        <Outlet />
      </PageFrame>
      <PopupHost />
      <ConfettiHost />
    </>
  );
};
