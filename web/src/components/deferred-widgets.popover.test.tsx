import { ActionIcon, MantineProvider, Popover } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { DeferredPopover, floatingWidgets } from './deferred-widgets';

// The idle load never comes here: what the reader sees before it is what is tested. A file of its
// own: the widgets' module, once loaded by another test, would stay loaded.
vi.mock('../lib/run-when-idle', () => ({ runWhenIdle: vi.fn() }));

const withTheme = (node: React.ReactNode) => <MantineProvider theme={theme}>{node}</MantineProvider>;

describe('the Popover before its code is in', () => {
  it('server-renders the closed Popover: its button, with the same attributes', () => {
    const target = <ActionIcon aria-label="Ce este comisionul?">i</ActionIcon>;
    const standIn = renderToString(withTheme(<DeferredPopover target={target}>Explicație</DeferredPopover>));
    const real = renderToString(
      withTheme(
        <Popover>
          <Popover.Target>{target}</Popover.Target>
          <Popover.Dropdown>Explicație</Popover.Dropdown>
        </Popover>,
      ),
    );
    // The generated id of the real target is all that differs; the wrapper takes no box.
    const withoutId = (html: string) => html.replace(/\sid="[^"]*"/g, '');
    expect(withoutId(standIn)).toBe(
      withoutId(real).replace(/(<button[\s\S]*<\/button>)/, '<span style="display:contents">$1</span>'),
    );
    expect(standIn).toContain('aria-haspopup="dialog"');
    expect(standIn).toContain('aria-expanded="false"');
    expect(standIn).not.toContain('Explicație');
  });

  it('loads the Popover when its button is pressed and opens it, the focus kept on the button', async () => {
    render(
      withTheme(
        <DeferredPopover target={<button type="button">i</button>}>
          <p>Explicație</p>
        </DeferredPopover>,
      ),
    );
    const standIn = screen.getByRole('button', { name: 'i' });
    expect(screen.queryByText('Explicație')).toBeNull();
    standIn.focus();
    await act(async () => {
      fireEvent.click(standIn);
      await floatingWidgets.load();
    });
    expect(await screen.findByText('Explicație')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'i' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(button);
    // Once in, it is Mantine's Popover: a press closes it.
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
