import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** Replaces fetch with a stub answering every call with `body` (JSON) and `status`. */
export function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Replaces fetch with a stub answering by path (`[status, body]`); other paths get a 404. */
export function stubFetchByPath(routes: Record<string, [number, unknown]>) {
  const fetchMock = vi.fn(async (input: string, _init?: RequestInit) => {
    const [status, body] = routes[input] ?? [404, { message: 'Not found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The one call the stub received: its path, method and parsed JSON body. */
export function onlyCall(fetchMock: ReturnType<typeof stubFetch>) {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [path, init] = fetchMock.mock.calls[0]!;
  return { path, method: init?.method, body: JSON.parse(String(init?.body)) as unknown };
}

/** Title and message of each toast on screen. */
export function toasts(): string[] {
  return [...document.querySelectorAll('.mantine-Notification-root')].map((node) => node.textContent ?? '');
}

/** Waits for a toast holding both texts (the title and its message). */
export async function expectToast(title: string, message: string) {
  await waitFor(() => expect(toasts().some((text) => text.includes(title) && text.includes(message))).toBe(true));
}

export function clearToasts() {
  notifications.clean();
}

export function typeInto(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function clickButton(name: RegExp | string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

export const signedInUser = {
  id: 'u1',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Pop',
  role: 'user',
  canSwitchRole: false,
  entityType: 'individual',
  profileImageUrl: null,
  verificationStatus: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The texts an input is described by (its hint and its error), as a screen reader reads them. */
export function descriptionOf(labelOrElement: RegExp | string | HTMLElement): string {
  const element = labelOrElement instanceof HTMLElement ? labelOrElement : screen.getByLabelText(labelOrElement);
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Waits until the input shows `message` as its error (and is marked invalid). */
export async function expectFieldError(label: RegExp | string, message: string) {
  await waitFor(() => {
    expect(descriptionOf(label)).toContain(message);
    expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
  });
}
