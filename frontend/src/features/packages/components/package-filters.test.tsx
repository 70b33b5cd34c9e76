import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../../../test/render';
import { overviewSearchSchema, toPackageListQuery } from '../overview-search';
import { PackageFilters } from './package-filters';

describe('Overview PPWR filter', () => {
  it('offers "fails 2030", "evidence missing" and "expiring within 90 days", kept in the URL', async () => {
    const onSearchChange = vi.fn();
    await renderWith(
      <PackageFilters search={{}} onSearchChange={onSearchChange} projects={[]} categories={[]} />,
    );
    const filter = screen.getByRole('combobox', { name: 'PPWR' });
    expect([...(filter as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'All packaging',
      'Fails PPWR 2030',
      'PPWR evidence missing',
      'Evidence expiring within 90 days',
    ]);
    await userEvent.selectOptions(filter, 'Evidence expiring within 90 days');
    expect(onSearchChange).toHaveBeenLastCalledWith({ ppwr: 'expiring90' });
    // A link with the filter opens the list filtered; a broken value is dropped.
    const search = overviewSearchSchema.parse({ ppwr: 'fails2030', q: 'water' });
    expect(toPackageListQuery(search)).toMatchObject({ ppwr: 'fails2030', search: 'water' });
    expect(overviewSearchSchema.parse({ ppwr: 'nonsense' }).ppwr).toBeUndefined();
  });

  it('clears the PPWR filter with the others', async () => {
    const onSearchChange = vi.fn();
    await renderWith(
      <PackageFilters
        search={{ ppwr: 'evidenceMissing' }}
        onSearchChange={onSearchChange}
        projects={[]}
        categories={[]}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'PPWR' })).toHaveValue('evidenceMissing');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onSearchChange).toHaveBeenLastCalledWith(expect.objectContaining({ ppwr: undefined }));
  });
});
