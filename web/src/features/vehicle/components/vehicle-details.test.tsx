import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { buildVehicleDto } from '../../../../test/vehicle-dto';
import { VehicleDetails } from './vehicle-details';

function getDetail(label: string): string | null {
  const term = screen.queryByText(label, { selector: 'dt' });
  return term?.nextElementSibling?.textContent ?? null;
}

describe('VehicleDetails: what the VIN says', () => {
  const skoda = buildVehicleDto(1, {
    make: 'Skoda',
    vin: 'TMBJJ7NE0K0247015',
    vinFacts: { manufacturer: 'Skoda', country: 'CZ', modelYear: 2019 },
  });

  it('names maker, country and model year in Romanian', async () => {
    await renderWithApp(<VehicleDetails vehicle={skoda} title="Skoda Octavia" />, { language: 'ro' });
    expect(getDetail('Conform VIN')).toBe('Škoda, Cehia, an model 2019');
  });

  it('and in English, without a year the VIN does not give', async () => {
    const dacia = buildVehicleDto(2, { vinFacts: { manufacturer: 'Dacia', country: 'RO', modelYear: null } });
    await renderWithApp(<VehicleDetails vehicle={dacia} title="Dacia Logan" />, { language: 'en' });
    expect(getDetail('According to the VIN')).toBe('Dacia, Romania');
  });

  it('shows nothing when the VIN says nothing', async () => {
    await renderWithApp(<VehicleDetails vehicle={buildVehicleDto(3, { vinFacts: null })} title="X" />, {
      language: 'en',
    });
    expect(getDetail('According to the VIN')).toBeNull();
  });
});
