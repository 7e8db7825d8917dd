import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { committedNumber, NumberField } from './NumberField.tsx';

import '../../i18n/index.ts';

function Harness({
  onCommit,
  live = false,
  start = 44,
}: {
  onCommit: (value: number) => void;
  live?: boolean;
  start?: number;
}) {
  const [value, setValue] = useState(start);
  return (
    <NumberField
      label="Max"
      value={value}
      min={1}
      stepper
      live={live}
      onValueChange={(next) => {
        onCommit(next);
        setValue(next);
      }}
    />
  );
}

describe('NumberField', () => {
  it.each([
    ['', undefined],
    ['-', undefined],
    ['.', undefined],
    ['12', 12],
    ['0', 1],
    ['500', 100],
  ])('commits %j as %s (min 1, max 100)', (text, value) => {
    expect(committedNumber(text, { min: 1, max: 100 })).toBe(value);
  });

  it('commits nothing while typing, then the whole value on blur', async () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    const input = screen.getByLabelText('Max');
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    expect(onCommit).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(12);
  });

  it('commits on Enter', async () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    const input = screen.getByLabelText('Max');
    await userEvent.clear(input);
    await userEvent.type(input, '30{Enter}');
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(30);
  });

  it('goes back to the last value when left empty', async () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    const input = screen.getByLabelText('Max') as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onCommit).not.toHaveBeenCalled();
    expect(input.value).toBe('44');
  });

  it('commits a stepper tap at once, the typed value first', async () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    const input = screen.getByLabelText('Max');
    await userEvent.clear(input);
    await userEvent.type(input, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(onCommit.mock.calls).toEqual([[20], [21]]);
  });

  it('passes valid values on as typed only in a live draft', async () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} live />);
    const input = screen.getByLabelText('Max');
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    expect(onCommit.mock.calls).toEqual([[1], [12]]);
  });
});
