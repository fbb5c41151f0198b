/** The photo upload takes a file only once the image types are known: the type it shows is the one it sends. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { fakeApi, list } from '../../test/fake-api';
import { listCall } from '../../lib/api-call';
import { PhotoUpload } from './photo-upload';

const stamp = { network_id: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

afterEach(() => vi.unstubAllGlobals());

describe('PhotoUpload', () => {
  it('waits for the image types before it takes a file, then shows the first', async () => {
    fakeApi({ 'GET /v1/action_image_type': () => list([{ id: 4, name: 'Foto', ...stamp }, { id: 5, name: 'Schets', ...stamp }]) });
    renderWithApp(<PhotoUpload list={listCall(['photos-test'], '/v1/object/7/image')} />);
    const add = screen.getByRole<HTMLButtonElement>('button', { name: /Foto toevoegen/ });
    expect(add.disabled).toBe(true);
    await waitFor(() => expect(add.disabled).toBe(false));
    expect(screen.getByTitle('Foto').textContent).toBe('Foto');
  });
});
