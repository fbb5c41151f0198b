import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithApp, renderWithProviders } from '../../test/render';
import { ListTable } from './list-table';
import type { ListColumn } from './list-columns';

interface Person {
  id: number;
  name: string;
  email: string;
}

const people: Person[] = [
  { id: 2, name: 'bram', email: 'bram@demo.example' },
  { id: 10, name: 'Anna', email: 'anna@demo.example' },
  { id: 1, name: 'Carla', email: 'carla@demo.example' },
];

const columns: ListColumn<Person>[] = [
  { key: 'id', title: 'common.id', sortable: true, searchable: true },
  { key: 'name', title: 'common.name', sortable: true, searchable: true },
  { key: 'email', title: 'profile.email' },
];

/** The text of one column (0-based) of every body row, in order. */
function column(index: number): string[] {
  const table = screen.getByRole('table');
  const rows = within(table).getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 1);
  return rows.map((row) => within(row).getAllByRole('cell')[index].textContent ?? '');
}

function renderPeople() {
  return renderWithApp(
    <ListTable<Person>
      title="Gebruikers"
      rows={people}
      columns={columns}
      viewHref={(p) => `/admin/users/${p.id}`}
      create={{ to: '/admin/users/create' }}
    />,
  );
}

describe('ListTable', () => {
  it('shows every row with the configured columns', () => {
    renderPeople();
    expect(column(1)).toEqual(['bram', 'Anna', 'Carla']);
    expect(screen.getByRole('columnheader', { name: 'Naam' })).toBeTruthy();
  });

  it('sorts a sortable column client-side, ascending then descending', () => {
    renderPeople();
    const header = screen.getByRole('columnheader', { name: 'Naam' });
    fireEvent.click(header);
    expect(column(1)).toEqual(['Anna', 'bram', 'Carla']);
    fireEvent.click(header);
    expect(column(1)).toEqual(['Carla', 'bram', 'Anna']);
  });

  it('sorts ids as numbers', () => {
    renderPeople();
    fireEvent.click(screen.getByRole('columnheader', { name: 'ID' }));
    expect(column(0)).toEqual(['1', '2', '10']);
  });

  it('searches one column with its own search box', async () => {
    renderPeople();
    fireEvent.click(screen.getByRole('button', { name: 'Filter op Naam' }));
    const input = await screen.findByRole('textbox', { name: 'Zoek op Naam' });
    fireEvent.change(input, { target: { value: 'AR' } });
    fireEvent.click(screen.getByRole('button', { name: /Zoeken/ }));
    await waitFor(() => expect(column(1)).toEqual(['Carla']));
  });

  it('has a view link per row to its detail route and a create button', () => {
    renderPeople();
    const views = screen.getAllByRole('link', { name: /Bekijken/ });
    expect(views.map((a) => a.getAttribute('href'))).toEqual(['/admin/users/2', '/admin/users/10', '/admin/users/1']);
    expect(screen.getByRole('link', { name: /Toevoegen/ }).getAttribute('href')).toBe('/admin/users/create');
  });

  it('shows the empty state without rows', () => {
    renderWithApp(<ListTable<Person> rows={[]} columns={columns} />);
    expect(screen.getAllByText('Geen gegevens').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('link', { name: /Bekijken/ })).toHaveLength(0);
  });

  it('with inUrl, reads its sort and column search from the URL, so a view without a source can be bookmarked', async () => {
    renderWithApp(<ListTable<Person> rows={people} columns={columns} inUrl />, '/?sort=-name&filter%5Bname%5D=a');
    await waitFor(() => expect(column(1)).toEqual(['Carla', 'bram', 'Anna']));
  });

  it('with the view in the URL, a second header click before the URL has landed sorts descending', async () => {
    // The URL lands a navigation later (a route loader, a transition): here a loader the test
    // holds, so both clicks happen while the URL still has no sort.
    let release = () => {};
    const router = createMemoryRouter([{
      path: '*',
      element: <ListTable<Person> rows={people} columns={columns} inUrl />,
      loader: () => new Promise<null>((resolve) => { release = () => resolve(null); }),
      shouldRevalidate: () => true,
    }], { initialEntries: ['/'], hydrationData: { loaderData: { 0: null } } });
    renderWithProviders(<RouterProvider router={router} />);
    const header = screen.getByRole('columnheader', { name: 'Naam' });
    fireEvent.click(header);
    fireEvent.click(header);
    await act(async () => release());
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-name'));
    expect(column(1)).toEqual(['Carla', 'bram', 'Anna']);
  });

  it('with inUrl, reads its page from the URL', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `Gebruiker ${i + 1}`, email: `u${i + 1}@x.nl` }));
    renderWithApp(<ListTable<Person> rows={many} columns={columns} inUrl />, '/?page=3');
    await waitFor(() => expect(screen.getByText('51-60 van 60')).toBeTruthy());
  });

  it('renders one page of a 10,000-row list', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `Gebruiker ${i + 1}`, email: `u${i + 1}@x.nl` }));
    renderWithApp(<ListTable<Person> rows={many} columns={columns} />);
    expect(column(1)).toHaveLength(25);
    expect(screen.getByText('1-25 van 10000')).toBeTruthy();
  });
});
