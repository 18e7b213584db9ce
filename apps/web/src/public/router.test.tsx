import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, matchPath, Router, Routes, useParams } from './router.tsx';

function Show() {
  const { businessSlug } = useParams();
  return <p>business {businessSlug}</p>;
}

describe('router', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('matches paths with parameters', () => {
    expect(matchPath('/book/:b/:s', '/book/anna/fall%20minis/')).toEqual({
      b: 'anna',
      s: 'fall minis',
    });
    expect(matchPath('/book/:b', '/book/anna/fall')).toBeNull();
    expect(matchPath('/booking/:token', '/bookings/x')).toBeNull();
  });

  it('moves between pages without reloading', async () => {
    vi.stubGlobal('scrollTo', vi.fn());
    window.history.pushState({}, '', '/start');
    render(
      <Router>
        <Link to="/book/anna">Anna</Link>
        <Routes
          routes={[{ path: '/book/:businessSlug', element: <Show /> }]}
          fallback={<p>nothing</p>}
        />
      </Router>,
    );
    expect(screen.getByText('nothing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Anna' }));
    expect(screen.getByText('business anna')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/book/anna');
  });
});
