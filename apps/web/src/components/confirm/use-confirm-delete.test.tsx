import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { renderWithApp } from '../../test/render';
import { useConfirmDelete } from './use-confirm-delete';

function DeleteButton({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const confirm = useConfirmDelete();
  return <Button onClick={() => confirm({ title: 'Rol verwijderen?', onConfirm })}>Verwijderen</Button>;
}

describe('delete confirmation', () => {
  it("asks with 'Ja, ik weet het zeker' and 'Nee'; no does not delete", async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderWithApp(<DeleteButton onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect((await screen.findAllByText('Rol verwijderen?')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Ja, ik weet het zeker' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nee' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('deletes on yes', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderWithApp(<DeleteButton onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ja, ik weet het zeker' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });
});
