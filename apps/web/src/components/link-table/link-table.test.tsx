import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { LinkTable, type LinkRow } from './link-table';

const permissions: LinkRow[] = [
  { id: 1, name: 'module-admin' },
  { id: 2, name: 'map-edit' },
  { id: 3, name: 'map-view' },
];

function checkbox(name: string): HTMLInputElement {
  const box = screen.getByRole('checkbox', { name: `Koppel ${name}` });
  if (!(box instanceof HTMLInputElement)) throw new Error('not an input');
  return box;
}

describe('LinkTable', () => {
  it('ticks the linked rows', () => {
    renderWithApp(<LinkTable rows={permissions} linkedIds={[2]} onAdd={vi.fn()} onRemove={vi.fn()} />);
    expect(checkbox('map-edit').checked).toBe(true);
    expect(checkbox('module-admin').checked).toBe(false);
  });

  it('ticking a box adds the link at once', async () => {
    const onAdd = vi.fn(() => Promise.resolve());
    const onRemove = vi.fn(() => Promise.resolve());
    renderWithApp(<LinkTable rows={permissions} linkedIds={[2]} onAdd={onAdd} onRemove={onRemove} />);
    fireEvent.click(checkbox('map-view'));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd).toHaveBeenCalledWith(permissions[2]);
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('unticking a box removes the link at once', async () => {
    const onAdd = vi.fn(() => Promise.resolve());
    const onRemove = vi.fn(() => Promise.resolve());
    renderWithApp(<LinkTable rows={permissions} linkedIds={[2]} onAdd={onAdd} onRemove={onRemove} />);
    fireEvent.click(checkbox('map-edit'));
    await waitFor(() => expect(onRemove).toHaveBeenCalledWith(permissions[1]));
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('disables a box while its change is on its way, and falls back when it fails', async () => {
    let fail: (reason: Error) => void = () => undefined;
    const onAdd = vi.fn(() => new Promise<void>((_, reject) => { fail = reject; }));
    renderWithApp(<LinkTable rows={permissions} linkedIds={[]} onAdd={onAdd} onRemove={vi.fn()} />);
    fireEvent.click(checkbox('map-view'));
    await waitFor(() => expect(checkbox('map-view').disabled).toBe(true));
    expect(checkbox('map-view').checked).toBe(true);
    fail(new Error('403'));
    await waitFor(() => expect(checkbox('map-view').disabled).toBe(false));
    expect(checkbox('map-view').checked).toBe(false);
  });

  it('filters on name with the column search', async () => {
    renderWithApp(<LinkTable rows={permissions} linkedIds={[]} onAdd={vi.fn()} onRemove={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filter op Naam' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Zoek op Naam' }), { target: { value: 'map' } });
    fireEvent.click(screen.getByRole('button', { name: /Zoeken/ }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Koppel module-admin' })).toBeNull());
    expect(checkbox('map-edit')).toBeTruthy();
  });
});
