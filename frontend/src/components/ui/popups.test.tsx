import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { popupNotifications } from '@recyclens/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../../lib/i18n';
import { PopupHost, popups } from './popups';

beforeEach(async () => {
  await activateLocale('en');
  vi.useFakeTimers();
  popups.clear();
});
afterEach(() => vi.useRealTimers());

const host = () =>
  render(
    <I18nProvider i18n={i18n}>
      <PopupHost />
    </I18nProvider>,
  );

describe('Pop-ups', () => {
  it('shows at most 5 at the top right, 440 px wide, and queues the rest', () => {
    host();
    act(() => {
      for (let n = 1; n <= 7; n++) popups.show({ kind: 'info', title: `Note ${n}` });
    });
    const shown = screen.getAllByTestId('popup');
    expect(shown).toHaveLength(popupNotifications.limit);
    expect(shown[0]).toHaveStyle({ width: '440px', maxHeight: '200px' });
    expect(shown[0]?.parentElement).toHaveClass('fixed', 'top-4', 'right-4');
    expect(screen.queryByText('Note 6')).toBeNull();
  });

  it('closes each after 4 s plus the 250 ms transition, letting queued ones in', () => {
    host();
    act(() => {
      for (let n = 1; n <= 6; n++) popups.show({ kind: 'success', title: `Note ${n}` });
    });
    act(() => vi.advanceTimersByTime(popupNotifications.autoCloseMs - 1));
    expect(screen.getByText('Note 1')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(popupNotifications.transitionMs));
    expect(screen.queryByText('Note 1')).toBeNull();
    expect(screen.getByText('Note 6')).toBeInTheDocument();
  });
});
