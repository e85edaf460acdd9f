import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsageBar } from './usage-bar';

function fillOf(label: string) {
  const bar = screen.getByRole('progressbar', { name: label });
  const fill = bar.firstElementChild as HTMLElement;
  return { bar, fill };
}

describe('usage bar (SPEC point 9)', () => {
  it.each([
    [0, 10, 'normal', '0%', 'bg-indigo-600'],
    [6, 10, 'normal', '60%', 'bg-indigo-600'],
    [7, 10, 'warning', '70%', 'bg-yellow-400'],
    [8, 10, 'warning', '80%', 'bg-yellow-400'],
    [9, 10, 'danger', '90%', 'bg-red-600'],
    [10, 10, 'danger', '100%', 'bg-red-600'],
    [139, 200, 'normal', '70%', 'bg-indigo-600'],
    [140, 200, 'warning', '70%', 'bg-yellow-400'],
    [180, 200, 'danger', '90%', 'bg-red-600'],
    [250, 200, 'danger', '100%', 'bg-red-600'],
  ])('%i of %i is %s, %s wide', (used, limit, level, width, colour) => {
    render(<UsageBar label="Resumes" used={used} limit={limit} />);
    const { bar, fill } = fillOf('Resumes');
    expect(fill).toHaveAttribute('data-level', level);
    expect(fill).toHaveClass(colour);
    expect(fill.style.width).toBe(width);
    expect(bar).toHaveAttribute('aria-valuemax', String(limit));
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.min(used, limit)));
    expect(screen.getByText(`${used} / ${limit}`)).toBeInTheDocument();
  });
});
