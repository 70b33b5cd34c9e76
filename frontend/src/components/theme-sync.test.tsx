import { defaultTheme } from '@recyclens/shared';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderWith } from '../../test/render';
import { applyTheme, cachedTheme } from '../lib/tenant/get-theme';
import { ThemeSync } from './theme-sync';

const colour = (name: string) => document.documentElement.style.getPropertyValue(name);

beforeEach(() => applyTheme(defaultTheme));

describe('Tenant theme', () => {
  it("applies the tenant's colours as CSS variables and keeps them for the next visit", async () => {
    const api = fakeFetch({
      'GET /theme': { status: 200, body: { primaryColor: '#14532d', secondaryColor: '#65a30d' } },
    });
    await renderWith(<ThemeSync />, { fetch: api.fetch });
    await waitFor(() => expect(colour('--color-primary')).toBe('#14532d'));
    expect(colour('--color-secondary')).toBe('#65a30d');
    expect(cachedTheme()).toEqual({ primaryColor: '#14532d', secondaryColor: '#65a30d' });
  });

  it('falls back to black and #737373 when the server fails', async () => {
    applyTheme({ primaryColor: '#ff0000', secondaryColor: '#00ff00' });
    const api = fakeFetch({ 'GET /theme': { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    await renderWith(<ThemeSync />, { fetch: api.fetch });
    await waitFor(() => expect(colour('--color-primary')).toBe('#000000'));
    expect(colour('--color-secondary')).toBe('#737373');
  });

  it('ignores a damaged cache', () => {
    localStorage.setItem('recyclens.theme', '{"primaryColor":1}');
    expect(cachedTheme()).toEqual(defaultTheme);
  });
});
