import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Modal } from './Modal.tsx';
import { MODAL_Z_BASE } from './modalStack.ts';

describe('modal', () => {
  it('closes on an overlay click when closable', () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Rest">
        <p>Short or long?</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Rest' }).getAttribute('aria-modal')).toBe('true');
    fireEvent.click(screen.getByTestId('modal-overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores the overlay, Escape and has no close button when not closable', () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Choose" closable={false}>
        <p>An answer is needed</p>
      </Modal>,
    );
    fireEvent.click(screen.getByTestId('modal-overlay'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('closes on Escape and its close button when closable', () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Rest">
        <p>Body</p>
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('starts at z-index 400 and stacks later modals above', () => {
    function Stack() {
      const [second, setSecond] = useState(false);
      return (
        <>
          <Modal open onClose={() => {}} title="First">
            <button type="button" onClick={() => setSecond(true)}>
              More
            </button>
          </Modal>
          <Modal open={second} onClose={() => setSecond(false)} title="Second">
            <p>On top</p>
          </Modal>
        </>
      );
    }
    render(<Stack />);
    const layer = (name: string) =>
      Number(screen.getByRole('dialog', { name }).parentElement?.style.zIndex);
    expect(layer('First')).toBe(MODAL_Z_BASE);
    fireEvent.click(screen.getByText('More'));
    expect(layer('Second')).toBeGreaterThan(layer('First'));
  });

  it('traps Tab inside the dialog', () => {
    render(
      <Modal open onClose={() => {}} title="Form" actions={<button type="button">Save</button>}>
        <input aria-label="Name" />
      </Modal>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});
