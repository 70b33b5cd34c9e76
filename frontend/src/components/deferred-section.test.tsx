import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredSection } from './deferred-section';

describe('Deferred section', () => {
  it('is a region named by its heading, laid out only near the screen at the height it is given', () => {
    render(
      <DeferredSection title="History" className="gap-4 [contain-intrinsic-size:auto_48rem]">
        <p>Versions</p>
      </DeferredSection>,
    );
    const region = screen.getByRole('region', { name: 'History' });
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Versions');
    expect(region).toHaveClass('[content-visibility:auto]', '[contain-intrinsic-size:auto_48rem]');
  });
});
