import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** Title and message of each toast on screen. */
export function toasts(): string[] {
  return [...document.querySelectorAll('.mantine-Notification-root')].map((node) => node.textContent ?? '');
}

/** Waits for a toast holding both texts (its title and its message). */
export async function expectToast(title: string, message: string) {
  await waitFor(() => expect(toasts().some((text) => text.includes(title) && text.includes(message))).toBe(true));
}

export function clearToasts() {
  notifications.clean();
}

/**
 * Waits for a notice inside the dialog (an alert named by its title, holding the message) and
 * checks that nothing was put in the notifications portal, where it would cover the dialog's
 * buttons.
 */
export async function expectDialogNotice(title: string, message: string) {
  await waitFor(() => {
    const notice = within(screen.getByRole('dialog')).getByRole('alert', { name: title });
    expect(notice.textContent).toContain(message);
  });
  expect(toasts()).toEqual([]);
}

/** The input of a label; an autocomplete's list is labelled by the same text, so only inputs count. */
export function field(label: RegExp | string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input, textarea' });
}

export function typeInto(label: RegExp | string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

export function clickButton(name: RegExp | string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** The texts an input is described by (its hint and its error), as a screen reader reads them. */
export function descriptionOf(label: RegExp | string): string {
  const ids = field(label).getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Waits until the input shows `message` as its error (and is marked invalid). */
export async function expectFieldError(label: RegExp | string, message: string) {
  await waitFor(() => {
    expect(descriptionOf(label)).toContain(message);
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
  });
}

/** A file of the given type; `size` is claimed rather than allocated, so a "7 MB photo" costs nothing. */
export function makeFile(name: string, type: string, size = 2048): File {
  const file = new File([new Uint8Array(Math.min(size, 2048))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Picks files through the hidden file input, as the Choose Files dialog would. */
export function pickFiles(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input on screen');
  fireEvent.change(input, { target: { files } });
}

/** Thumbnail descriptions in display order ("Photo 1: a.jpg"), read from their alt texts. */
export function thumbnailNames(): string[] {
  return [...document.querySelectorAll('ol img')].map((img) => img.getAttribute('alt') ?? '');
}

/** jsdom has no object URLs; thumbnails only need a string. */
export function stubObjectUrls() {
  const create = vi.fn((file: Blob) => `blob:test/${(file as File).name ?? 'blob'}`);
  const revoke = vi.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}

export interface FakeUpload {
  url: string;
  method: string;
  withCredentials: boolean;
  photo: File;
  progress: (loaded: number, total: number) => void;
  respond: (status: number, body: unknown) => void;
  fail: () => void;
  aborted: boolean;
}

/**
 * Replaces XMLHttpRequest (photo uploads) with a fake that records each request. Requests are
 * answered by `autoRespond` (a 201 with an id by default) unless it returns undefined, in which
 * case the test answers through the recorded upload.
 */
export function stubUploads(
  autoRespond: ((index: number, upload: FakeUpload) => [number, unknown] | undefined) | null = (index) => [
    201,
    uploadAnswer(index),
  ],
) {
  const uploads: FakeUpload[] = [];

  class FakeXhr extends EventTarget {
    upload = new EventTarget();
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private method = '';
    private url = '';
    private record: FakeUpload | null = null;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader() {}

    send(body: FormData) {
      const upload: FakeUpload = {
        url: this.url,
        method: this.method,
        withCredentials: this.withCredentials,
        photo: body.get('photo') as File,
        aborted: false,
        progress: (loaded, total) => {
          this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
        },
        respond: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.dispatchEvent(new Event('load'));
        },
        fail: () => this.dispatchEvent(new Event('error')),
      };
      this.record = upload;
      uploads.push(upload);
      const answer = autoRespond?.(uploads.length - 1, upload);
      if (answer) queueMicrotask(() => upload.respond(...answer));
    }

    abort() {
      if (this.record) this.record.aborted = true;
      this.dispatchEvent(new Event('abort'));
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}

/** A stable, UUID-shaped upload id per index, as POST /api/uploads answers. */
export function uploadId(index: number): string {
  return `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
}

export function uploadAnswer(index: number) {
  return {
    id: uploadId(index),
    url: `/uploads/${index}.webp`,
    thumbnailUrl: `/uploads/${index}-thumb.webp`,
    width: 1600,
    height: 1200,
  };
}

export const SELLER_ID = 'c7d1c3c4-1111-4e0e-9a1a-222222222222';

/** The required fields with valid values (English labels); everything else keeps its default. */
export function fillValidListing() {
  typeInto(/^Make/, 'Dacia');
  typeInto(/^Model/, 'Duster');
  typeInto(/^Year/, '2019');
  typeInto(/^Mileage/, '84000');
  typeInto(/^VIN/, 'uu1hsdadg12345678');
  typeInto(/^Starting bid/, '9500');
}

/** Part of the vehicle POST /api/vehicles answers with; the dialog only reads `sellerId`. */
export function createdVehicle() {
  return { id: '5b0f5f7e-7a43-4a37-9a2e-2f1f0c9c3b11', sellerId: SELLER_ID, make: 'Dacia', model: 'Duster' };
}
