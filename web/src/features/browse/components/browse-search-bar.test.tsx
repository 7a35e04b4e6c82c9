import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { EMPTY_FILTERS } from '../lib/search-filters';
import { BrowseSearchBar } from './browse-search-bar';

/** The suggestion list the keyword field opened (other lists may stay mounted, hidden). */
async function suggestionsOf(input: HTMLElement): Promise<HTMLElement> {
  const listId = await waitFor(() => input.getAttribute('aria-controls') ?? expect.fail('no suggestions opened'));
  return document.getElementById(listId)!;
}
const texts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);

describe('BrowseSearchBar: popular make/model suggestions', () => {
  it('suggests the popular Dacias for "Dac" and searches the chosen one', async () => {
    const onApply = vi.fn();
    await renderWithApp(<BrowseSearchBar filters={EMPTY_FILTERS} onApply={onApply} />);
    const input = screen.getByRole('combobox', { name: 'Căutați vehicule' });

    fireEvent.change(input, { target: { value: 'Dac' } });
    const list = await suggestionsOf(input);
    expect(within(list).getByText('Căutări populare')).toBeTruthy();
    // Only the first 15 popular models are suggested: the Spring (30th) is not.
    expect(texts(list)).toEqual(['Dacia Logan', 'Dacia Duster', 'Dacia Sandero']);

    fireEvent.click(within(list).getByRole('option', { name: 'Dacia Logan', hidden: true }));
    expect(input).toHaveProperty('value', 'Dacia Logan');
    fireEvent.click(screen.getByRole('button', { name: 'Căutați' }));
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTERS, q: 'Dacia Logan' });
  });

  it('matches any part of "make model", in English too, and offers nothing for an empty field', async () => {
    await renderWithApp(<BrowseSearchBar filters={EMPTY_FILTERS} onApply={vi.fn()} />, { language: 'en' });
    const input = screen.getByRole('combobox', { name: 'Search vehicles' });
    fireEvent.click(input);
    const emptyListId = input.getAttribute('aria-controls');
    expect(
      emptyListId ? within(document.getElementById(emptyListId)!).queryAllByRole('option', { hidden: true }) : [],
    ).toEqual([]);

    fireEvent.change(input, { target: { value: 'golf' } });
    const list = await suggestionsOf(input);
    expect(within(list).getByText('Popular searches')).toBeTruthy();
    expect(texts(list)).toEqual(['Volkswagen Golf']);
  });
});

describe('BrowseSearchBar: its ways further say what they hold', () => {
  it('names the make and model toggle and the advanced search by their content (Romanian and English)', async () => {
    const onApply = vi.fn();
    const ro = await renderWithApp(<BrowseSearchBar filters={EMPTY_FILTERS} onApply={onApply} />);
    const toggle = screen.getByRole('button', { name: 'Marcă și model' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Ascundeți marca și modelul' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('link', { name: 'Toate criteriile (căutare avansată)' }).getAttribute('href')).toBe(
      '/advanced-search',
    );
    expect(screen.queryByText('Opțiuni avansate')).toBeNull();
    ro.unmount();

    await renderWithApp(<BrowseSearchBar filters={EMPTY_FILTERS} onApply={onApply} />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Make and model' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All criteria (advanced search)' }).getAttribute('href')).toBe(
      '/advanced-search',
    );
  });
});
