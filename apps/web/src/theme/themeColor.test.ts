import { afterEach, describe, expect, it } from 'vitest';

import { applyTheme } from './themes.ts';

describe('the browser chrome colour', () => {
  afterEach(() => {
    document.head.querySelectorAll('[data-test]').forEach((node) => node.remove());
  });

  it('follows the chosen theme’s background (meta theme-color)', () => {
    const style = document.createElement('style');
    style.dataset.test = '';
    style.textContent = `
      :root[data-theme='neon'][data-scheme='dark'] { --color-bg: #0b0b1a; }
      :root[data-theme='parchment'][data-scheme='light'] { --color-bg: #f4ecd8; }
    `;
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#0b0b1a';
    meta.dataset.test = '';
    document.head.append(style, meta);

    applyTheme('parchment', 'light');
    expect(meta.content).toBe('#f4ecd8');
    applyTheme('neon', 'dark');
    expect(meta.content).toBe('#0b0b1a');
  });
});
