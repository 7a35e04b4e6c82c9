import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { isCurrentSection, Link, NavLink } from './router-link';

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}|${String(location.state)}`}</output>;
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<ShowLocation />} />
      </Routes>
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('Link', () => {
  it('is a real link to the resolved address, and a plain click navigates inside the app', () => {
    const onClick = vi.fn();
    renderAt(
      '/vehicle/7',
      <Link to="/vehicles?sort=ending-soon" state="from-card" onClick={onClick} className="card-link">
        Vehicles
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Vehicles' });
    expect(link.getAttribute('href')).toBe('/vehicles?sort=ending-soon');
    expect(link.className).toBe('card-link');
    expect(fireEvent.click(link)).toBe(false); // default prevented: no page load
    expect(onClick).toHaveBeenCalledOnce();
    expect(location()).toBe('/vehicles?sort=ending-soon|from-card');
  });

  it('leaves a click with a modifier, a middle click and a new-tab target to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/vehicles">Same tab</Link>
        <Link to="/vehicles" target="_blank">
          New tab
        </Link>
      </>,
    );
    const sameTab = screen.getByRole('link', { name: 'Same tab' });
    expect(fireEvent.click(sameTab, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(sameTab, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    expect(location()).toBe('/|null');
  });

  it("does not navigate when the caller's own click handler prevents it", () => {
    renderAt(
      '/',
      <Link to="/vehicles" onClick={(event) => event.preventDefault()}>
        Vehicles
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Vehicles' }));
    expect(location()).toBe('/|null');
  });
});

describe('NavLink', () => {
  it('marks the entry of the open section as the current page, and only that one', () => {
    renderAt(
      '/vehicles/page/2',
      <nav>
        <NavLink to="/vehicles">Browse</NavLink>
        <NavLink to="/advanced-search">Advanced search</NavLink>
      </nav>,
    );
    expect(screen.getByRole('link', { name: 'Browse' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Advanced search' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Advanced search' }));
    expect(screen.getByRole('link', { name: 'Advanced search' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Browse' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('isCurrentSection', () => {
  it.each([
    ['/vehicles', '/vehicles', true],
    ['/vehicles/', '/vehicles', true],
    ['/Vehicles', '/vehicles', true],
    ['/vehicles/page/2', '/vehicles', true],
    ['/vehicles', '/vehicles/', true],
    ['/vehicles-archive', '/vehicles', false],
    ['/advanced-search', '/vehicles', false],
    ['/', '/', true],
    ['/vehicles', '/', false],
  ])('%s is in the section of %s: %s', (pathname, to, expected) => {
    expect(isCurrentSection(pathname, to)).toBe(expected);
  });
});
