import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Drawer } from './Drawer.tsx';
import { MAX_LIFT_PX, sheetOffset } from './useSwipeDown.ts';

function Harness({ initiallyOpen = true }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Details">
        <p>Body</p>
      </Drawer>
    </>
  );
}

const drawer = () => screen.queryByRole('dialog');
const handle = () => screen.getByTestId('drawer-handle');

function swipe(from: number, to: number, end = true) {
  fireEvent.pointerDown(handle(), { pointerId: 1, button: 0, clientY: from });
  fireEvent.pointerMove(handle(), { pointerId: 1, clientY: to });
  if (end) fireEvent.pointerUp(handle(), { pointerId: 1, clientY: to });
}

describe('bottom-sheet drawer', () => {
  it('is a labelled modal dialog that takes focus', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
  });

  it('closes on a swipe down of more than 50 px', async () => {
    render(<Harness />);
    swipe(100, 151);
    await waitFor(() => expect(drawer()).toBeNull());
  });

  it('stays open on a swipe of 50 px or less', async () => {
    render(<Harness />);
    swipe(100, 150);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawer()).not.toBeNull();
    expect(drawer()?.style.transform).toBe('translateY(0px)');
  });

  it('follows the finger down and lifts at most 100 px', () => {
    render(<Harness />);
    swipe(300, 340, false);
    expect(drawer()?.style.transform).toBe('translateY(40px)');
    fireEvent.pointerMove(handle(), { pointerId: 1, clientY: 0 });
    expect(drawer()?.style.transform).toBe(`translateY(-${MAX_LIFT_PX}px)`);
    expect(sheetOffset(-500)).toBe(-100);
    expect(sheetOffset(-60)).toBe(-60);
  });

  it('closes on the browser back action', async () => {
    render(<Harness />);
    expect(window.history.state).toMatchObject({ hearthOverlay: 1 });
    act(() => window.history.back());
    await waitFor(() => expect(drawer()).toBeNull());
  });

  it('closes on an overlay tap and leaves no history entry behind', async () => {
    render(<Harness />);
    const length = window.history.length;
    fireEvent.click(screen.getByTestId('drawer-overlay'));
    await waitFor(() => expect(drawer()).toBeNull());
    expect(window.history.state?.hearthOverlay).toBeUndefined();
    // Re-opening pushes again instead of stacking on a stale entry.
    fireEvent.click(screen.getByText('Open'));
    expect(window.history.length).toBe(length);
    expect(window.history.state).toMatchObject({ hearthOverlay: 1 });
  });

  it('closes on Escape and gives focus back', async () => {
    render(<Harness initiallyOpen={false} />);
    const opener = screen.getByText('Open');
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(drawer());
    fireEvent.keyDown(drawer()!, { key: 'Escape' });
    await waitFor(() => expect(drawer()).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
