import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('names the unknown path, in Romanian by default and in English when chosen', async () => {
    await renderWithApp(<NotFoundPage />, { route: '/nu-exista' });
    expect(screen.getByRole('heading', { name: 'Pagina nu a fost găsită' })).toBeTruthy();
    expect(screen.getByText(/„\/nu-exista”/)).toBeTruthy();
  });

  it('speaks English when English is chosen', async () => {
    await renderWithApp(<NotFoundPage />, { route: '/missing', language: 'en' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /home/i }).getAttribute('href')).toBe('/');
  });
});
