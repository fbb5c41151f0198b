import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../test/render';
import { NavigationProgress } from './navigation-progress';
import { PendingNavigationProvider } from './pending-navigation';

function Frame() {
  return (
    <PendingNavigationProvider>
      <NavigationProgress />
      <Link to="/next">Volgende</Link>
      <Outlet />
    </PendingNavigationProvider>
  );
}

describe('NavigationProgress', () => {
  it('shows the progress line and tells the screen reader from the click until the next screen is there', async () => {
    let arrive = () => {};
    const router = createMemoryRouter([{
      element: <Frame />,
      children: [
        { path: '/', element: <p>Eerste</p> },
        // The next screen's code arrives when the test says so.
        { path: '/next', lazy: () => new Promise((resolve) => { arrive = () => resolve({ element: <p>Tweede</p> }); }) },
      ],
    }], { initialEntries: ['/'] });
    const { container } = renderWithProviders(<RouterProvider router={router} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(container.querySelector('.navigation-progress')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Volgende' }));
    expect(screen.getByRole('status').textContent).toBe('Laden...');
    expect(container.querySelector('.navigation-progress')).not.toBeNull();

    await act(async () => arrive());
    await waitFor(() => expect(screen.getByText('Tweede')).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(container.querySelector('.navigation-progress')).toBeNull();
  });

  it('ignores a click that opens a new tab', () => {
    const router = createMemoryRouter([{ element: <Frame />, children: [{ path: '/', element: null }, { path: '/next', element: null }] }]);
    renderWithProviders(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'Volgende' }), { ctrlKey: true });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
