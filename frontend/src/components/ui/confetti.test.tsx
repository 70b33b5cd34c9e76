import { act, render, screen } from '@testing-library/react';
import { confetti } from '@recyclens/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLocalDevelopmentAddress } from '../../lib/site';
import { celebrate, ConfettiHost } from './confetti';

afterEach(() => vi.useRealTimers());

describe('Confetti', () => {
  it('runs only on a local development address', () => {
    expect(isLocalDevelopmentAddress('localhost')).toBe(true);
    expect(isLocalDevelopmentAddress('127.0.0.1')).toBe(true);
    expect(isLocalDevelopmentAddress('app.recyclens.com')).toBe(false);
  });

  it('drops 200 pieces for 6 s', () => {
    vi.useFakeTimers();
    render(<ConfettiHost />);
    act(() => celebrate());
    expect(screen.getByTestId('confetti').children).toHaveLength(confetti.pieces);
    act(() => vi.advanceTimersByTime(confetti.durationMs - 1));
    expect(screen.getByTestId('confetti')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('confetti')).toBeNull();
  });
});
