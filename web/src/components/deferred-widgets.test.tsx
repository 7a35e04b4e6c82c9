import { MantineProvider, Select } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { DeferredAutocomplete, DeferredSelect, DeferredTooltip, floatingWidgets } from './deferred-widgets';

// The idle load never comes here: what the reader sees before it is what is tested.
vi.mock('../lib/run-when-idle', () => ({ runWhenIdle: vi.fn() }));

const data = [
  { value: 'ro', label: 'Română' },
  { value: 'en', label: 'English' },
];

const withTheme = (node: React.ReactNode) => <MantineProvider theme={theme}>{node}</MantineProvider>;

/** The closed widget's markup without what differs by design (generated ids and what refers to them). */
function closedMarkup(html: string): string {
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/\s(id|for|aria-controls|aria-describedby|aria-labelledby)="[^"]*"/g, '');
}

describe('the floating widgets before their code is in', () => {
  it('server-renders a Select stand-in with the same markup as the closed Select', () => {
    const props = { label: 'Limba', data, value: 'en', allowDeselect: false, size: 'sm' } as const;
    const standIn = closedMarkup(renderToString(withTheme(<DeferredSelect {...props} />)));
    const real = closedMarkup(renderToString(withTheme(<Select {...props} />)));
    expect(standIn).toContain('value="English"');
    expect(standIn).toBe(real);
  });

  it('server-renders an Autocomplete stand-in with the same markup as the closed Autocomplete', async () => {
    const { Autocomplete } = await import('@mantine/core');
    const props = { label: 'Cuvânt cheie', data: ['Dacia Logan'], value: 'Dac', onChange: () => undefined };
    const standIn = closedMarkup(renderToString(withTheme(<DeferredAutocomplete {...props} />)));
    const real = closedMarkup(renderToString(withTheme(<Autocomplete {...props} />)));
    expect(standIn).toBe(real);
  });

  it('loads the Select when touched and opens its list', async () => {
    render(withTheme(<DeferredSelect label="Limba" data={data} value="ro" onChange={() => undefined} />));
    const standIn = screen.getByRole('combobox', { name: 'Limba' });
    expect(standIn).toHaveProperty('value', 'Română');
    expect(screen.queryByRole('option', { hidden: true })).toBeNull();
    await act(async () => {
      fireEvent.pointerDown(standIn);
      await floatingWidgets.load();
    });
    await waitFor(() =>
      expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
        'Română',
        'English',
      ]),
    );
  });

  it('puts a tooltip in when a mouse reaches its target, not on a touch', async () => {
    render(
      withTheme(
        <DeferredTooltip label="Adăugați la favorite">
          <button type="button">♥</button>
        </DeferredTooltip>,
      ),
    );
    const target = screen.getByRole('button', { name: '♥' });
    fireEvent.pointerEnter(target, { pointerType: 'touch' });
    await act(() => floatingWidgets.load());
    expect(screen.queryByText('Adăugați la favorite')).toBeNull();
    expect(screen.getByRole('button', { name: '♥' })).toBe(target);
    fireEvent.pointerEnter(target, { pointerType: 'mouse' });
    expect(await screen.findByText('Adăugați la favorite')).toBeTruthy();
  });
});
