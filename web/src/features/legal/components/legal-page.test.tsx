import {
  AUCTION_FEE_BASE_EUR,
  FOOTPRINT_RETENTION_DAYS,
  PAYMENT_DEADLINE_MS,
  DAY_MS,
  formatEuro,
  calculateFeeSummary,
} from '@autolicit/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { en } from '../content/en';
import { ro } from '../content/ro';
import { LegalPage } from './legal-page';

describe('LegalPage', () => {
  it('shows the Romanian terms with the fee, the payment deadline and anti-sniping read from the rules', async () => {
    await renderWithApp(<LegalPage document="terms" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Termeni și condiții' })).toBeTruthy();
    const fee = calculateFeeSummary('15500');
    expect(screen.getByText(new RegExp(`comision de licitație de ${AUCTION_FEE_BASE_EUR} €`))).toBeTruthy();
    expect(
      screen.getByText(
        new RegExp(`comisionul este ${formatEuro(fee.fee)}, iar totalul de plată este ${formatEuro(fee.total)}`),
      ),
    ).toBeTruthy();
    expect(screen.getByText(new RegExp(`are ${PAYMENT_DEADLINE_MS / DAY_MS} zile de la vânzare`))).toBeTruthy();
    expect(screen.getByText(/aduce timpul rămas înapoi la 2 minute/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '2. Ofertele sunt angajante' })).toBeTruthy();
    // The operator's identity is left for the deployer, and visibly so.
    expect(screen.getAllByTestId('operator-placeholder').map((mark) => mark.textContent)).toContain(
      '⟦denumirea societății⟧',
    );
  });

  it('shows the English privacy notice with the 90-day retention of footprints and ANSPDCP', async () => {
    await renderWithApp(<LegalPage document="privacy" />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText(new RegExp(`deleted automatically after ${FOOTPRINT_RETENTION_DAYS} days`))).toBeTruthy();
    expect(screen.getByText(/\(ANSPDCP\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '4. Your rights' }).getAttribute('href')).toBe('#rights');
  });

  it('has the same sections in both languages', () => {
    for (const name of ['terms', 'privacy'] as const) {
      expect(en[name].sections.map((section) => section.id)).toEqual(ro[name].sections.map((section) => section.id));
      expect(en[name].sections.map((section) => section.paragraphs.length)).toEqual(
        ro[name].sections.map((section) => section.paragraphs.length),
      );
    }
  });
});
