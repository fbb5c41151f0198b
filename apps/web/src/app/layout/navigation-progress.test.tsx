import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { useLeaveGuard } from '../../components/page/leave-guard';
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

/** A screen with unsaved work: leaving it asks first. */
function Unsaved() {
  const guard = useLeaveGuard(true, { title: 'Scherm verlaten?', content: 'Niet opgeslagen.' });
  return <><p>Eerste</p>{guard.dialog}</>;
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

  it('stops when a screen holds the navigation to ask first; Blijven stays, Verlaten leaves', async () => {
    // The document's own address is where the click is taken from (a test before may have moved it).
    window.history.replaceState(null, '', '/');
    const router = createMemoryRouter([{
      element: <Frame />,
      children: [{ path: '/', element: <Unsaved /> }, { path: '/next', element: <p>Tweede</p> }],
    }], { initialEntries: ['/'] });
    const { container } = renderWithProviders(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'Volgende' }));
    expect(await screen.findByRole('dialog', { name: 'Scherm verlaten?' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.navigation-progress')).toBeNull());
    expect(screen.getAllByRole('status')[0].textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Blijven' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Eerste')).toBeTruthy();
    expect(screen.queryByText('Tweede')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Volgende' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Verlaten' }));
    await waitFor(() => expect(screen.getByText('Tweede')).toBeTruthy());
  });
});
