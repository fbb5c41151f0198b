import { describe, expect, it } from 'vitest';
import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { LazyDialog } from './lazy-dialog';

let loads = 0;
const Dialog = lazy(async () => {
  loads += 1;
  return { default: ({ open }: { open: boolean }) => <p>{open ? 'dialog open' : 'dialog closed'}</p> };
});

describe('LazyDialog', () => {
  it('loads nothing until opened, then keeps the dialog through closing and opening again', async () => {
    const view = renderWithProviders(<LazyDialog open={false}><Dialog open={false} /></LazyDialog>);
    expect(view.container.textContent).toBe('');
    expect(loads).toBe(0);
    view.rerender(<LazyDialog open><Dialog open /></LazyDialog>);
    await screen.findByText('dialog open');
    view.rerender(<LazyDialog open={false}><Dialog open={false} /></LazyDialog>);
    expect(screen.getByText('dialog closed')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
