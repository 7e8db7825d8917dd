import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { checkAppVersion, dismissUpdateOffer } from '../../data/catalogue/appUpdate.ts';
import { STORAGE_KEYS } from '../../data/storage.ts';
import type { BeforeInstallPromptEvent } from './installPrompt.ts';
import {
  INSTALL_DECLINE_SNOOZE_MS,
  INSTALL_PROMPT_DELAY_MS,
  isIosSafari,
  listenForInstallPrompt,
} from './installPrompt.ts';
import { InstallPrompt, sinceLoad } from './InstallPrompt.tsx';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_SITE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

/** The browser's install event as Chromium fires it, with the player's answer to its dialog. */
function installEvent(outcome: 'accepted' | 'dismissed' | Error) {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(() =>
    outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(),
  );
  Object.assign(event, {
    prompt,
    userChoice: Promise.resolve({ outcome: outcome instanceof Error ? 'dismissed' : outcome }),
  });
  return { event, prompt };
}

function fire(event: Event) {
  act(() => {
    window.dispatchEvent(event);
  });
}

function setUserAgent(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

const prompt = () => screen.queryByTestId('install-prompt');

describe('the install prompt', () => {
  beforeAll(() => listenForInstallPrompt());

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(sinceLoad, 'now').mockReturnValue(0);
    setUserAgent(ANDROID_CHROME);
  });

  afterEach(() => {
    // The installed app's event clears what a test captured.
    fire(new Event('appinstalled'));
    act(() => dismissUpdateOffer());
    vi.restoreAllMocks();
  });

  it('shows 3 s after load once the browser says the app can be installed', async () => {
    render(<InstallPrompt />);
    const { event, prompt: browserPrompt } = installEvent('accepted');
    fire(event);
    // Kept for our own prompt: the browser's mini-infobar does not show.
    expect(event.defaultPrevented).toBe(true);
    act(() => vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS - 1));
    expect(prompt()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(prompt()?.textContent).toContain('Install Hearth');

    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(browserPrompt).toHaveBeenCalledTimes(1);
    await act(() => Promise.resolve());
    expect(prompt()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.installDeclined)).toBeNull();
  });

  it('shows at once when the event comes after the 3 s', () => {
    vi.mocked(sinceLoad.now).mockReturnValue(10_000);
    render(<InstallPrompt />);
    expect(prompt()).toBeNull();
    fire(installEvent('accepted').event);
    expect(prompt()).not.toBeNull();
  });

  it('Not now snoozes it for 3 days', () => {
    fire(installEvent('accepted').event);
    const first = render(<InstallPrompt />);
    act(() => vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(prompt()).toBeNull();
    const declined = Number(localStorage.getItem(STORAGE_KEYS.installDeclined));
    expect(Date.now() - declined).toBeLessThan(1000);
    first.unmount();

    // The next visit within 3 days: nothing.
    vi.mocked(sinceLoad.now).mockReturnValue(10_000);
    const again = render(<InstallPrompt />);
    expect(prompt()).toBeNull();
    again.unmount();

    // Three days later it asks again.
    localStorage.setItem(
      STORAGE_KEYS.installDeclined,
      String(Date.now() - INSTALL_DECLINE_SNOOZE_MS - 1),
    );
    render(<InstallPrompt />);
    expect(prompt()).not.toBeNull();
  });

  it('dismissing the browser’s own dialog counts as a decline', async () => {
    vi.mocked(sinceLoad.now).mockReturnValue(10_000);
    fire(installEvent('dismissed').event);
    render(<InstallPrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await act(() => Promise.resolve());
    await act(() => Promise.resolve());
    expect(localStorage.getItem(STORAGE_KEYS.installDeclined)).not.toBeNull();
  });

  it('an install error is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(sinceLoad.now).mockReturnValue(10_000);
    fire(installEvent(new Error('not allowed')).event);
    render(<InstallPrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await act(() => Promise.resolve());
    expect(warn).toHaveBeenCalledWith('The install prompt failed.', expect.any(Error));
    expect(prompt()).toBeNull();
  });

  it('never shows in the installed app', () => {
    vi.mocked(sinceLoad.now).mockReturnValue(10_000);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
    }));
    fire(installEvent('accepted').event);
    render(<InstallPrompt />);
    expect(prompt()).toBeNull();
  });

  it('without the event there is nothing to offer, except on iOS Safari: the manual steps', () => {
    vi.mocked(sinceLoad.now).mockReturnValue(10_000);
    const android = render(<InstallPrompt />);
    expect(prompt()).toBeNull();
    android.unmount();

    setUserAgent(IPHONE_SAFARI);
    render(<InstallPrompt />);
    expect(prompt()?.textContent).toContain('tap Share');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(prompt()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.installDeclined)).not.toBeNull();
  });

  it('waits while the update offer is on screen', async () => {
    vi.mocked(sinceLoad.now).mockReturnValue(10_000);
    fire(installEvent('accepted').event);
    await act(() => checkAppVersion('0.0.2', { running: '0.0.1' }));
    render(<InstallPrompt />);
    expect(prompt()).toBeNull();
    act(() => dismissUpdateOffer());
    expect(prompt()).not.toBeNull();
  });

  it('tells iOS Safari from other iOS browsers', () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true);
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
    expect(isIosSafari(IPAD_DESKTOP_SITE, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_SITE, 0)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME)).toBe(false);
  });
});
