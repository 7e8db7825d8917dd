import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderFirstScreens } from '../../../build/firstScreens.tsx';
import { mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

/** An element's visible make-up: tags, classes, text and link targets, recursively. */
function shape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  return {
    tag: node.tagName.toLowerCase(),
    className: node.getAttribute('class'),
    href: node.getAttribute('href'),
    label: node.getAttribute('aria-label'),
    children: [...node.childNodes].map(shape),
  };
}

function shapeOfMarkup(markup: string): unknown {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  const main = holder.querySelector('main');
  if (!main) throw new Error('no <main> in the prerendered markup');
  return shape(main);
}

// index.html carries these screens, rendered at build time (build/firstPaint.ts), and shows one
// until React renders the screen in its place: they must be the app's own, as a visitor sees it.
describe('the screens index.html paints before the app runs', () => {
  it.each([
    ['landing', '/', 'Start adventure'],
    ['login', '/login', 'Play without account'],
    ['home', '/home', 'Sign in or register'],
  ] as const)('%s is the screen the app renders at %s', async (id, path, link) => {
    const prerendered = await renderFirstScreens();
    mockApi({ 'GET /api/config': { body: NO_CONFIG } });
    renderApp(path);
    await screen.findByRole('link', { name: link });
    const main = document.querySelector('main');
    if (!main) throw new Error('the app shows no <main>');
    expect(shapeOfMarkup(prerendered[id])).toEqual(shape(main));
  });

  it('is in English, with every text found', async () => {
    const prerendered = await renderFirstScreens();
    expect(prerendered.landing).toContain('<h1 class="landing__name">Hearth</h1>');
    expect(prerendered.login).toContain('Sign in to keep your characters');
    expect(prerendered.home).toContain('Fifth-edition characters need an account');
    for (const markup of Object.values(prerendered)) {
      // A missing key renders as the key itself: namespace:key or a dotted path.
      expect(markup).not.toMatch(/>[a-z]+[:.][a-zA-Z.]+</);
    }
  });
});
