import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { isActivePath, Link, NavLink } from './RouterLink.tsx';

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a real anchor to the page, and a plain click goes there within the app', () => {
    renderAt('/home', <Link to="/spells?level=1">Spells</Link>);
    const link = screen.getByRole('link', { name: 'Spells' });
    expect(link.getAttribute('href')).toBe('/spells?level=1');
    fireEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe('/spells?level=1');
  });

  it('leaves a click with a modifier key (a new tab) to the browser', () => {
    renderAt('/home', <Link to="/spells">Spells</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Spells' }), { ctrlKey: true });
    expect(screen.getByRole('status').textContent).toBe('/home');
  });

  it('runs its own click handler first, which may keep the app where it is', () => {
    renderAt(
      '/home',
      <Link to="/spells" onClick={(event) => event.preventDefault()}>
        Spells
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Spells' }));
    expect(screen.getByRole('status').textContent).toBe('/home');
  });
});

describe('NavLink', () => {
  it('marks the link of the current page, and styles it by its state', () => {
    renderAt(
      '/character/features',
      <nav>
        <NavLink to="/character" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Sheet
        </NavLink>
        <NavLink to="/character" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Sheet only
        </NavLink>
        <NavLink to="/magic">Magic</NavLink>
      </nav>,
    );
    const below = screen.getByRole('link', { name: 'Sheet' });
    expect(below.getAttribute('aria-current')).toBe('page');
    expect(below.className).toBe('on');
    const exact = screen.getByRole('link', { name: 'Sheet only' });
    expect(exact.getAttribute('aria-current')).toBeNull();
    expect(exact.className).toBe('off');
    expect(screen.getByRole('link', { name: 'Magic' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('isActivePath', () => {
  it.each([
    ['/magic', '/magic', true, true],
    ['/magic/', '/magic', true, true],
    ['/Magic', '/magic', true, true],
    ['/magic/slots', '/magic', false, true],
    ['/magic/slots', '/magic', true, false],
    ['/magical', '/magic', false, false],
    ['/home', '/', false, false],
    ['/', '/', true, true],
  ])('%s against %s (end %s): %s', (current, target, end, active) => {
    expect(isActivePath(current, target, end)).toBe(active);
  });
});
