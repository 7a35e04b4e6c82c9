import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubVehicleSearchApi, useDesktopWindow } from '../testing/browse-api-stub';
import { LocationProbe } from '../testing/location-probe';
import { AdvancedSearchPage } from './advanced-search-page';

useDesktopWindow();

const page = (
  <Routes>
    <Route
      path="/advanced-search"
      element={
        <>
          <AdvancedSearchPage />
          <LocationProbe />
        </>
      }
    />
  </Routes>
);

const location = () => screen.getByTestId('location');
const boundInput = (legend: string, label: string) =>
  within(screen.getByRole('group', { name: legend })).getByLabelText(label) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
/** The side panel's select with that label (the page's own sort select has another). */
const panelSelect = (label: string) => within(screen.getByRole('complementary')).getByRole('combobox', { name: label });
/** Opens a panel select and gives its options' texts (other selects' lists may stay mounted, hidden). */
const openOptions = async (label: string) => {
  const input = panelSelect(label);
  fireEvent.click(input);
  const listId = await waitFor(() => input.getAttribute('aria-controls') ?? expect.fail('the list did not open'));
  return within(document.getElementById(listId)!)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
};

describe('AdvancedSearchPage: price, year and mileage bounds are whole numbers', () => {
  it('shows "Introduceți un număr întreg" on a bound like 40000abc, keeps the text and does not search', async () => {
    const api = stubVehicleSearchApi({ total: 3 });
    await renderWithApp(page, { route: '/advanced-search' });
    expect(await screen.findByText('3 vehicule găsite')).toBeTruthy();
    const searches = api.vehicleQueries().length;

    const maxPrice = boundInput('Preț (€)', 'Până la');
    type(maxPrice, '40000abc');
    fireEvent.click(screen.getByRole('button', { name: 'Căutați vehicule' }));

    expect(await screen.findByText('Introduceți un număr întreg')).toBeTruthy();
    expect(maxPrice.value).toBe('40000abc');
    expect(maxPrice.getAttribute('aria-invalid')).toBe('true');
    expect(location().textContent).toBe('/advanced-search');
    expect(api.vehicleQueries()).toHaveLength(searches);

    // Corrected, the message goes and the bound is searched.
    type(maxPrice, '40000');
    expect(screen.queryByText('Introduceți un număr întreg')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Căutați vehicule' }));
    await waitFor(() => expect(location().textContent).toBe('/advanced-search?maxPrice=40000'));
    await waitFor(() => expect(api.vehicleQueries().at(-1)?.get('maxPrice')).toBe('40000'));
  });

  it('refuses a decimal year on Enter too, in English, and holds a select change until the year is fixed', async () => {
    stubVehicleSearchApi({ total: 3 });
    await renderWithApp(page, { language: 'en', route: '/advanced-search' });
    expect(await screen.findByText('3 vehicles found')).toBeTruthy();

    const minYear = boundInput('First registration', 'From');
    type(minYear, '12.5');
    fireEvent.submit(minYear.closest('form')!);
    expect(await screen.findByText('Enter a whole number')).toBeTruthy();
    expect(minYear.value).toBe('12.5');

    // A fuel chosen meanwhile stays chosen but is not searched without the year.
    await openOptions('Fuel');
    fireEvent.click(screen.getByRole('option', { name: 'Diesel', hidden: true }));
    expect(location().textContent).toBe('/advanced-search');
    expect(panelSelect('Fuel')).toHaveProperty('value', 'Diesel');

    type(minYear, '2015');
    fireEvent.click(screen.getByRole('button', { name: 'Search vehicles' }));
    await waitFor(() => expect(location().textContent).toBe('/advanced-search?fuelType=diesel&minYear=2015'));
  });

  it('shows a malformed bound of the URL as written, with its message', async () => {
    stubVehicleSearchApi({ total: 3 });
    await renderWithApp(page, { route: '/advanced-search?minMileage=50.000.5' });
    const minMileage = boundInput('Kilometraj (km)', 'De la');
    expect(minMileage.value).toBe('50.000.5');
    expect(await screen.findByText('Introduceți un număr întreg')).toBeTruthy();
  });

  it("clears a refused bound with 'Ștergeți toate filtrele', even with nothing in the URL", async () => {
    stubVehicleSearchApi({ total: 3 });
    await renderWithApp(page, { route: '/advanced-search' });
    await screen.findByText('3 vehicule găsite');
    const maxYear = boundInput('Prima înmatriculare', 'Până la');
    type(maxYear, '20.5');
    fireEvent.click(screen.getByRole('button', { name: 'Căutați vehicule' }));
    expect(await screen.findByText('Introduceți un număr întreg')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ștergeți toate filtrele' }));
    expect(boundInput('Prima înmatriculare', 'Până la').value).toBe('');
    expect(screen.queryByText('Introduceți un număr întreg')).toBeNull();
  });
});

describe('AdvancedSearchPage: lists, chips, pages and errors', () => {
  it("offers spec's body and condition lists, MPV and very good included, and searches with them", async () => {
    const api = stubVehicleSearchApi({ total: 3 });
    await renderWithApp(page, { route: '/advanced-search' });
    await screen.findByText('3 vehicule găsite');

    expect(await openOptions('Caroserie')).toEqual([
      'Toate',
      'Sedan',
      'SUV',
      'Hatchback',
      'Break',
      'Coupé',
      'Cabriolet',
      'Monovolum',
      'Pickup',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Monovolum', hidden: true }));
    await waitFor(() => expect(location().textContent).toBe('/advanced-search?category=mpv'));
    await waitFor(() => expect(api.vehicleQueries().at(-1)?.get('category')).toBe('mpv'));

    expect(await openOptions('Stare')).toEqual(['Toate', 'Excelentă', 'Foarte bună', 'Bună', 'Acceptabilă', 'Slabă']);
    fireEvent.click(screen.getByRole('option', { name: 'Foarte bună', hidden: true }));
    await waitFor(() => expect(location().textContent).toBe('/advanced-search?category=mpv&condition=very-good'));
    expect(screen.getByText('Stare: Foarte bună')).toBeTruthy();
    expect(screen.getByText('Caroserie: Monovolum')).toBeTruthy();
  });

  it('shows a price range of a link as a removable chip', async () => {
    stubVehicleSearchApi({ total: 3 });
    await renderWithApp(page, { route: '/advanced-search?minPrice=12000&maxPrice=18000' });
    expect(await screen.findByText('Preț: 12.000 € – 18.000 €')).toBeTruthy();
    expect(boundInput('Preț (€)', 'De la').value).toBe('12000');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminați filtrul Preț: 12.000 € – 18.000 €' }));
    await waitFor(() => expect(location().textContent).toBe('/advanced-search'));
    expect(screen.queryByText('Preț: 12.000 € – 18.000 €')).toBeNull();
    expect(boundInput('Preț (€)', 'De la').value).toBe('');
  });

  it('shows the last page for a page past the end, replacing the URL entry', async () => {
    const api = stubVehicleSearchApi({ total: 70 });
    await renderWithApp(page, { route: '/advanced-search?page=99' });
    await waitFor(() => expect(location().textContent).toBe('/advanced-search?page=4'));
    expect(location().dataset.navigation).toBe('REPLACE');
    expect(await screen.findByText('Pagina 4 din 4')).toBeTruthy();
    expect(screen.getByText('Pagina 4 din rezultate')).toBeTruthy();
    expect(screen.queryByText(/Pagina 99/)).toBeNull();
    expect(screen.getByText('2019 Dacia Logan 70')).toBeTruthy();
    expect(api.vehicleQueries().at(-1)?.get('offset')).toBe('60');
  });

  it('shows only the error and its retry when the list fails, never a count', async () => {
    stubVehicleSearchApi({ status: 500 });
    await renderWithApp(page, { route: '/advanced-search' });
    expect(await screen.findByText('Vehiculele nu au putut fi încărcate.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Încercați din nou' })).toBeTruthy();
    expect(screen.queryByText(/vehicule? găsit/)).toBeNull();
    expect(screen.queryByText(/din rezultate/)).toBeNull();
    expect(screen.queryByText('Nu au fost găsite vehicule')).toBeNull();
  });
});
