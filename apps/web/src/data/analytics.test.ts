import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeUser, mockApi, NO_CONFIG } from '../test/mockFetch.ts';
import { analyticsTarget, trackGoal, trackPageview } from './analytics.ts';
import { setCurrentUser } from './user.ts';

const CONFIG = { ...NO_CONFIG, analytics: { url: 'https://stats.example/', domain: 'hearth.app' } };

function stubNavigator(signals: { doNotTrack?: string | null; globalPrivacyControl?: boolean }) {
  const beacon = vi.fn<(url: string, body: string) => boolean>(() => true);
  vi.stubGlobal('navigator', {
    ...window.navigator,
    doNotTrack: signals.doNotTrack ?? null,
    globalPrivacyControl: signals.globalPrivacyControl,
    sendBeacon: beacon,
  });
  return beacon;
}

afterEach(() => setCurrentUser(null));

describe('analytics', () => {
  it('sends a Plausible-style pageview and goals when configured', async () => {
    mockApi({ 'GET /api/config': { body: CONFIG } });
    const beacon = stubNavigator({});
    await trackPageview('https://hearth.app/home');
    await trackGoal('update-app');

    expect(beacon).toHaveBeenCalledTimes(2);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('https://stats.example/api/event');
    expect(JSON.parse(body)).toEqual({
      name: 'pageview',
      url: 'https://hearth.app/home',
      domain: 'hearth.app',
      referrer: null,
    });
    expect(JSON.parse(beacon.mock.calls[1]![1]).name).toBe('update-app');
  });

  it('falls back to fetch keepalive without sendBeacon', async () => {
    const api = mockApi({ 'GET /api/config': { body: CONFIG } });
    vi.stubGlobal('navigator', { ...window.navigator, sendBeacon: undefined, doNotTrack: null });
    await trackGoal('update-app-force');
    const sent = api.fetchMock.mock.calls.find(([url]) => String(url).startsWith('https://'));
    expect(sent?.[1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('sends nothing when the server has no analytics', async () => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG } });
    const beacon = stubNavigator({});
    await trackPageview();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends nothing for a user holding permission 1', async () => {
    mockApi({ 'GET /api/config': { body: CONFIG } });
    setCurrentUser(makeUser({ permissions: [1] }) as never);
    const beacon = stubNavigator({});
    await trackPageview();
    expect(beacon).not.toHaveBeenCalled();
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('sends nothing when the browser asks for %s', async (_, signals) => {
    mockApi({ 'GET /api/config': { body: CONFIG } });
    const beacon = stubNavigator(signals);
    await trackPageview();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('decides from config, permissions and browser signals', () => {
    expect(analyticsTarget(CONFIG, null, {})).toEqual({
      endpoint: 'https://stats.example/api/event',
      domain: 'hearth.app',
    });
    expect(analyticsTarget(CONFIG, { permissions: [2] }, { doNotTrack: '0' })).not.toBeNull();
    expect(analyticsTarget(NO_CONFIG, null, {})).toBeNull();
    expect(analyticsTarget(CONFIG, { permissions: [1] }, {})).toBeNull();
    expect(analyticsTarget(CONFIG, null, { doNotTrack: '1' })).toBeNull();
    expect(analyticsTarget(CONFIG, null, { globalPrivacyControl: true })).toBeNull();
  });
});
