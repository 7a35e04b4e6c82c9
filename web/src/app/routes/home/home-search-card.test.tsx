import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { HomeSearchCard } from './home-search-card';

function SearchedFor() {
  const location = useLocation();
  return <output data-testid="searched">{`${location.pathname}${location.search}`}</output>;
}

describe('HomeSearchCard: popular make/model suggestions', () => {
  it('suggests "Dacia Logan" for "Dac" and searches it on /vehicles', async () => {
    await renderWithApp(
      <Routes>
        <Route path="/" element={<HomeSearchCard />} />
        <Route path="/vehicles" element={<SearchedFor />} />
      </Routes>,
    );
    const input = screen.getByRole('combobox', { name: 'Cuvânt cheie' });
    fireEvent.change(input, { target: { value: 'Dac' } });
    const listId = await waitFor(() => input.getAttribute('aria-controls') ?? expect.fail('no suggestions opened'));
    const list = document.getElementById(listId)!;
    expect(
      within(list)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(['Dacia Logan', 'Dacia Duster', 'Dacia Sandero']);

    fireEvent.click(within(list).getByRole('option', { name: 'Dacia Logan', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Căutați vehicule' }));
    expect((await screen.findByTestId('searched')).textContent).toBe('/vehicles?q=Dacia+Logan');
  });
});
