import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '../../i18n/index.ts';
import { ACTION_TOAST_DURATION_MS, toast, TOAST_DURATION_MS } from './toastStore.ts';
import { ToastViewport } from './ToastViewport.tsx';

const messages = () => screen.queryAllByTestId('toast').map((item) => item.textContent);

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<ToastViewport />);
  });
  afterEach(() => vi.useRealTimers());

  it('shows at most three and queues the rest in order', () => {
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast.info(`Toast ${n}`);
    });
    expect(messages()).toEqual(['Toast 1', 'Toast 2', 'Toast 3']);

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(messages()).toEqual(['Toast 4', 'Toast 5']);
  });

  it('closes each toast after 4 seconds, counted from when it shows', () => {
    act(() => {
      toast.success('First');
    });
    act(() => vi.advanceTimersByTime(2000));
    act(() => {
      toast.warning('Second');
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 2000 - 1));
    expect(messages()).toEqual(['First', 'Second']);
    act(() => vi.advanceTimersByTime(1));
    expect(messages()).toEqual(['Second']);
    act(() => vi.advanceTimersByTime(2000));
    expect(messages()).toEqual([]);
  });

  it('closes on a click and lets a queued one in', () => {
    act(() => {
      for (const n of [1, 2, 3, 4]) toast.info(`Toast ${n}`);
    });
    fireEvent.click(screen.getByText('Toast 2'));
    expect(messages()).toEqual(['Toast 1', 'Toast 3', 'Toast 4']);
  });

  it('runs its action once and closes; an action toast stays 8 seconds', () => {
    const undo = vi.fn();
    act(() => {
      toast.action('HP 12 → 5', { label: 'Undo', run: undo });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(messages()).toEqual(['HP 12 → 5Undo']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(messages()).toEqual([]);
    act(() => {
      toast.action('Again', { label: 'Undo', run: undo });
    });
    act(() => vi.advanceTimersByTime(ACTION_TOAST_DURATION_MS));
    expect(messages()).toEqual([]);
  });

  it('marks each kind for styling and for assistive technology', () => {
    act(() => {
      toast.success('Saved');
      toast.error(new Error('Boom'));
      toast.warning('Careful');
    });
    const items = screen.getAllByTestId('toast');
    expect(items.map((item) => item.dataset.type)).toEqual(['success', 'error', 'warning']);
    expect(items.map((item) => item.getAttribute('role'))).toEqual(['status', 'alert', 'status']);
  });

  it('translates error codes and falls back to the raw message', async () => {
    act(() => {
      toast.error({ status: 401, ok: false, data: { code: 'WRONG_CREDENTIALS', message: 'x' } });
      toast.error({ code: 'CHAR.NOT_FOUND', message: 'raw' });
      toast.error({ data: { code: 'NO_SUCH_CODE', message: 'Raw server text' } });
    });
    expect(messages()).toEqual(['Wrong credentials', 'Character not found', 'Raw server text']);

    await act(() => i18n.changeLanguage('ru'));
    expect(messages()[0]).toBe('Неверный адрес или пароль');
  });

  it('says how long to wait on any RATE_LIMITED answer that names a wait', async () => {
    const limited = (seconds: number) => ({
      status: 429,
      ok: false,
      data: { code: 'RATE_LIMITED', message: 'x', details: { retry_after_s: seconds } },
    });
    act(() => {
      toast.error(limited(21));
      toast.error(limited(300));
      toast.error({ status: 429, ok: false, data: { code: 'RATE_LIMITED', message: 'x' } });
    });
    expect(messages()).toEqual([
      'Too many attempts. Try again in 21 seconds.',
      'Too many attempts. Try again in 5 minutes.',
      'Too many requests, please try again later',
    ]);

    await act(() => i18n.changeLanguage('ru'));
    expect(messages()).toEqual([
      'Слишком много попыток. Попробуйте снова через 21 секунду.',
      'Слишком много попыток. Попробуйте снова через 5 минут.',
      'Слишком много запросов, попробуйте позже',
    ]);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    act(() => {
      toast.error(limited(2));
      toast.error(limited(120));
    });
    expect(messages()).toEqual([
      'Слишком много попыток. Попробуйте снова через 2 секунды.',
      'Слишком много попыток. Попробуйте снова через 2 минуты.',
    ]);
  });
});
