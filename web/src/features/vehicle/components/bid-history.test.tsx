import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { BidHistory } from './bid-history';

describe('BidHistory without bids', () => {
  it.each([
    { language: 'ro', ownListing: false, text: 'Nicio ofertă încă. Fiți primul care licitează!' },
    { language: 'ro', ownListing: true, text: 'Nicio ofertă încă.' },
    { language: 'en', ownListing: false, text: 'No bids yet. Be the first to bid!' },
    { language: 'en', ownListing: true, text: 'No bids yet.' },
  ] as const)('$language, own listing $ownListing: "$text"', async ({ language, ownListing, text }) => {
    await renderWithApp(<BidHistory entries={[]} ownListing={ownListing} />, { language });
    expect(screen.getByTestId('bid-history').textContent).toContain(text);
    if (ownListing) expect(screen.getByTestId('bid-history').textContent).not.toMatch(/Fiți primul|Be the first/);
  });
});
