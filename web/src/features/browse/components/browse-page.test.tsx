import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubVehicleSearchApi, useDesktopWindow } from '../testing/browse-api-stub';
import { LocationProbe } from '../testing/location-probe';
import { BrowsePage } from './browse-page';

useDesktopWindow();

const page = (
  <Routes>
    <Route
      path="/vehicles"
      element={
        <>
          <BrowsePage />
          <LocationProbe />
        </>
      }
    />
  </Routes>
);

const location = () => screen.getByTestId('location');
const panelSelect = (label: string) =>
  within(screen.getByRole('complementary')).getByRole('combobox', { name: label }) as HTMLInputElement;

describe('BrowsePage: ranges that are no preset option', () => {
  it('shows a custom price range of a link in the select and as a chip that removes it', async () => {
    const api = stubVehicleSearchApi({ total: 3 });
    await renderWithApp(page, { route: '/vehicles?minPrice=12000&maxPrice=18000' });
    expect(await screen.findByText('3 vehicule găsite')).toBeTruthy();
    expect(api.vehicleQueries()[0]?.get('minPrice')).toBe('12000');

    expect(panelSelect('Interval de preț').value).toBe('12.000 € – 18.000 €');
    expect(screen.getByText('Preț: 12.000 € – 18.000 €')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminați filtrul Preț: 12.000 € – 18.000 €' }));
    await waitFor(() => expect(location().textContent).toBe('/vehicles'));
    expect(panelSelect('Interval de preț').value).toBe('Oricare');
    expect(screen.queryByText('Preț: 12.000 € – 18.000 €')).toBeNull();
    await waitFor(() => expect(api.vehicleQueries().at(-1)?.has('minPrice')).toBe(false));
  });

  it('shows one-sided bounds and an advanced-search condition too, in English', async () => {
    stubVehicleSearchApi({ total: 3 });
    await renderWithApp(page, { language: 'en', route: '/vehicles?minYear=2012&maxMileage=60000&condition=very-good' });
    expect(await screen.findByText('3 vehicles found')).toBeTruthy();
    expect(panelSelect('Year').value).toBe('From 2012');
    expect(panelSelect('Mileage').value).toBe('Up to 60,000 km');
    expect(panelSelect('Condition').value).toBe('Very good');
    expect(screen.getByText('Year: from 2012')).toBeTruthy();
    expect(screen.getByText('Mileage: to 60,000 km')).toBeTruthy();
    expect(screen.getByText('Condition: Very good')).toBeTruthy();
  });

  it('keeps showing a preset range as its own option, with a chip', async () => {
    stubVehicleSearchApi({ total: 3 });
    await renderWithApp(page, { route: '/vehicles?minPrice=15000&maxPrice=30000' });
    await screen.findByText('3 vehicule găsite');
    expect(panelSelect('Interval de preț').value).toBe('15.000 - 30.000 €');
    expect(screen.getByText('Preț: 15.000 € – 30.000 €')).toBeTruthy();
  });
});

describe('BrowsePage: pages and errors', () => {
  it('shows the last page for a page past the end, replacing the URL entry', async () => {
    stubVehicleSearchApi({ total: 40 });
    await renderWithApp(page, { route: '/vehicles?page=99' });
    await waitFor(() => expect(location().textContent).toBe('/vehicles?page=4'));
    expect(location().dataset.navigation).toBe('REPLACE');
    expect(await screen.findByText('Pagina 4 din 4')).toBeTruthy();
    expect(screen.queryByText(/Pagina 99/)).toBeNull();
    expect(screen.getByText('2019 Dacia Logan 40')).toBeTruthy();
    expect(screen.getByText('40 de vehicule găsite')).toBeTruthy();
  });

  it('shows only the error and its retry when the list fails, never a count', async () => {
    stubVehicleSearchApi({ status: 500 });
    await renderWithApp(page, { language: 'en', route: '/vehicles' });
    expect(await screen.findByText('The vehicles could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText(/vehicles? found/)).toBeNull();
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});

describe('BrowsePage: the category filter', () => {
  const openOptions = async (label: string) => {
    const input = panelSelect(label);
    fireEvent.click(input);
    const listId = await waitFor(() => input.getAttribute('aria-controls') ?? expect.fail('the list did not open'));
    return within(document.getElementById(listId)!)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
  };

  it('offers every category a listing can have, and an estate car is found through it', async () => {
    const api = stubVehicleSearchApi({ total: 3 });
    await renderWithApp(page, { route: '/vehicles' });
    await screen.findByText('3 vehicule găsite');
    expect(await openOptions('Categorie')).toEqual([
      'Oricare',
      'Lux',
      'Sport',
      'Clasice',
      'SUV',
      'Pickup',
      'Sedan',
      'Coupé',
      'Cabriolet',
      'Break',
      'Hatchback',
      'Monovolum',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Break', hidden: true }));
    await waitFor(() => expect(location().textContent).toBe('/vehicles?category=wagon'));
    await waitFor(() => expect(api.vehicleQueries().at(-1)?.get('category')).toBe('wagon'));
  });

  it('in English too', async () => {
    stubVehicleSearchApi({ total: 3 });
    await renderWithApp(page, { language: 'en', route: '/vehicles' });
    await screen.findByText('3 vehicles found');
    expect(await openOptions('Category')).toEqual([
      'Any',
      'Luxury',
      'Sports',
      'Classic',
      'SUV',
      'Pickup',
      'Sedan',
      'Coupe',
      'Convertible',
      'Estate',
      'Hatchback',
      'MPV',
    ]);
  });
});
