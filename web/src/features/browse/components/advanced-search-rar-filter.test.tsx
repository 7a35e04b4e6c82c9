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

describe('AdvancedSearchPage: the RAR certificate filter', () => {
  it.each([
    ['ro', '3 vehicule găsite', 'Cu certificat RAR'],
    ['en', '3 vehicles found', 'With RAR certificate'],
  ] as const)(
    'in %s (%s), ticking "%s" searches hasRarCertificate=true and shows a chip that clears it',
    async (language, found, label) => {
      const api = stubVehicleSearchApi({ total: 3 });
      await renderWithApp(page, { language, route: '/advanced-search' });
      expect(await screen.findByText(found)).toBeTruthy();

      const checkbox = within(screen.getByRole('complementary')).getByRole('checkbox', { name: label });
      fireEvent.click(checkbox);
      await waitFor(() =>
        expect(screen.getByTestId('location').textContent).toBe('/advanced-search?hasRarCertificate=true'),
      );
      await waitFor(() => expect(api.vehicleQueries().at(-1)?.get('hasRarCertificate')).toBe('true'));

      // The chip names the filter; removing it unticks the box and searches without it.
      const chip = await screen.findByRole('button', { name: new RegExp(label) });
      fireEvent.click(chip);
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/advanced-search'));
      expect((checkbox as HTMLInputElement).checked).toBe(false);
    },
  );

  it('opens with the box ticked from a shared link', async () => {
    const api = stubVehicleSearchApi({ total: 1 });
    await renderWithApp(page, { route: '/advanced-search?hasRarCertificate=true' });
    expect(await screen.findByText('1 vehicul găsit')).toBeTruthy();
    const checkbox = within(screen.getByRole('complementary')).getByRole('checkbox', { name: 'Cu certificat RAR' });
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    expect(api.vehicleQueries().at(-1)?.get('hasRarCertificate')).toBe('true');
  });
});
