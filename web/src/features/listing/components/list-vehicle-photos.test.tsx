import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { ListVehicleModal } from './list-vehicle-modal';
import {
  clearToasts,
  clickButton,
  createdVehicle,
  expectDialogNotice,
  fillValidListing,
  makeFile,
  pickFiles,
  stubObjectUrls,
  stubUploads,
  thumbnailNames,
  uploadId,
} from './test-helpers';

vi.mock('../../../lib/unauthorized', () => ({ handleUnauthorized: vi.fn() }));

// The whole dialog renders in jsdom on every step; a busy machine needs more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  clearToasts();
  stubObjectUrls();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderModal(language: 'ro' | 'en' = 'en') {
  return renderWithApp(<ListVehicleModal opened onClose={vi.fn()} />, { language });
}

describe('List Your Vehicle dialog: photos', () => {
  it('uploads each photo with progress and sends the upload ids in display order, cover first', async () => {
    const uploads = stubUploads(() => undefined);
    const { calls } = stubFetch((call) =>
      call.method === 'POST' ? { status: 201, body: createdVehicle() } : undefined,
    );
    await renderModal('en');
    pickFiles([
      makeFile('front.jpg', 'image/jpeg'),
      makeFile('side.png', 'image/png'),
      makeFile('back.webp', 'image/webp'),
    ]);
    await waitFor(() => expect(uploads).toHaveLength(3));
    expect(uploads.map((u) => [u.method, u.url, u.withCredentials, u.photo.name])).toEqual([
      ['POST', '/api/uploads', true, 'front.jpg'],
      ['POST', '/api/uploads', true, 'side.png'],
      ['POST', '/api/uploads', true, 'back.webp'],
    ]);
    expect(
      screen.getByText(
        'The first photo is the cover of your listing. Use the arrows, or drag a photo, to change the order.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Cover')).toBeTruthy();

    uploads[0]!.progress(500, 1000);
    await waitFor(() => expect(screen.getByText('Uploading 50%')).toBeTruthy());
    const bar = screen.getByRole('progressbar', { name: 'Photo upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('16');
    expect(screen.getByText('Uploading photos: 0 of 3 done')).toBeTruthy();
    uploads.forEach((upload, index) => upload.respond(201, { id: uploadId(index) }));
    await waitFor(() => expect(screen.getByText('All 3 photos uploaded')).toBeTruthy());

    // The last photo becomes the cover; the first one moves one step later.
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(thumbnailNames()).toEqual(['Photo 1: back.webp', 'Photo 2: front.jpg', 'Photo 3: side.png']);
    expect(screen.getByText('Photo moved to position 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 later' }));
    expect(thumbnailNames()).toEqual(['Photo 1: back.webp', 'Photo 2: side.png', 'Photo 3: front.jpg']);
    expect((screen.getByRole('button', { name: 'Move photo 1 earlier' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move photo 3 later' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(thumbnailNames()).toEqual(['Photo 1: back.webp', 'Photo 2: front.jpg']);
    expect(screen.getByText('2 of 20 photos')).toBeTruthy();

    fillValidListing();
    clickButton('List Vehicle');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]!.body as { images: string[] }).images).toEqual([uploadId(2), uploadId(0)]);
  });

  it('waits for uploads still running before posting the listing', async () => {
    const uploads = stubUploads(() => undefined);
    const { calls } = stubFetch((call) =>
      call.method === 'POST' ? { status: 201, body: createdVehicle() } : undefined,
    );
    await renderModal('en');
    pickFiles([makeFile('front.jpg', 'image/jpeg')]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    fillValidListing();
    clickButton('List Vehicle');
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeTruthy();
    expect(calls).toHaveLength(0);
    uploads[0]!.respond(201, { id: uploadId(7) });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]!.body as { images: string[] }).images).toEqual([uploadId(7)]);
  });

  it('refuses a failed upload at submit time until it is retried', async () => {
    let attempt = 0;
    const uploads = stubUploads(() =>
      (attempt += 1) === 1 ? [500, { message: 'Internal server error' }] : [201, { id: uploadId(1) }],
    );
    const { calls } = stubFetch((call) =>
      call.method === 'POST' ? { status: 201, body: createdVehicle() } : undefined,
    );
    await renderModal('en');
    pickFiles([makeFile('front.jpg', 'image/jpeg')]);
    expect(await screen.findByText('Internal server error')).toBeTruthy();
    fillValidListing();
    clickButton('List Vehicle');
    await expectDialogNotice(
      'Error',
      'A photo could not be uploaded. Retry or remove it, then list the vehicle again.',
    );
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Retry uploading photo 1' }));
    await waitFor(() => expect(screen.getByText('Uploaded')).toBeTruthy());
    expect(uploads).toHaveLength(2);
    clickButton('List Vehicle');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]!.body as { images: string[] }).images).toEqual([uploadId(1)]);
  });

  it('shows the server reason of a refused photo on its thumbnail (Romanian)', async () => {
    stubUploads(() => [
      413,
      { message: 'Each photo must be at most 5 MB', messageKey: 'listing.imageTooLarge', field: 'photo' },
    ]);
    stubFetch(() => undefined);
    await renderModal('ro');
    pickFiles([makeFile('front.jpg', 'image/jpeg')]);
    expect(await screen.findByText('Fiecare fotografie poate avea cel mult 5 MB')).toBeTruthy();
  });

  it('refuses a file over 5 MB with a message naming it beside the photos, not over the buttons, and keeps the others', async () => {
    const uploads = stubUploads();
    stubFetch(() => undefined);
    await renderModal('en');
    pickFiles([
      makeFile('huge.jpg', 'image/jpeg', Math.round(7.25 * 1024 * 1024)),
      makeFile('ok.jpg', 'image/jpeg', 5 * 1024 * 1024),
    ]);
    await expectDialogNotice('File not added', '“huge.jpg” is 7.3 MB; each photo must be at most 5 MB.');
    // Right under the picker, inside the photos' group.
    expect(screen.getByRole('alert', { name: 'File not added' }).closest('[role="group"]')).toBe(
      screen.getByRole('group', { name: 'Photos' }),
    );
    expect(thumbnailNames()).toEqual(['Photo 1: ok.jpg']);
    await waitFor(() => expect(uploads.map((u) => u.photo.name)).toEqual(['ok.jpg']));
  });

  it('refuses files that are not images (Romanian)', async () => {
    const uploads = stubUploads();
    stubFetch(() => undefined);
    await renderModal('ro');
    pickFiles([makeFile('contract.pdf', 'application/pdf'), makeFile('logo.svg', 'image/svg+xml')]);
    await expectDialogNotice('Fișiere neadăugate', '„contract.pdf” nu este o imagine.');
    const alert = screen.getByRole('alert', { name: 'Fișiere neadăugate' });
    expect(alert.textContent).toContain('„contract.pdf” nu este o imagine.');
    expect(alert.textContent).toContain('„logo.svg” nu este o imagine.');
    expect(thumbnailNames()).toEqual([]);
    expect(uploads).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Ascundeți lista' }));
    expect(screen.queryByRole('alert', { name: 'Fișiere neadăugate' })).toBeNull();
  });

  it('takes at most 20 photos and says "Too many images" for the rest', async () => {
    const uploads = stubUploads();
    stubFetch(() => undefined);
    await renderModal('en');
    pickFiles(Array.from({ length: 18 }, (_, i) => makeFile(`p${i + 1}.jpg`, 'image/jpeg')));
    await waitFor(() => expect(thumbnailNames()).toHaveLength(18));
    pickFiles([
      makeFile('p19.jpg', 'image/jpeg'),
      makeFile('p20.jpg', 'image/jpeg'),
      makeFile('p21.jpg', 'image/jpeg'),
    ]);
    await expectDialogNotice('Too many images', 'You can upload a maximum of 20 images');
    expect(screen.getByRole('alert', { name: 'Too many images' }).textContent).toContain(
      '1 more photo did not fit: a listing has at most 20 photos.',
    );
    expect(thumbnailNames()).toHaveLength(20);
    expect(thumbnailNames().at(-1)).toBe('Photo 20: p20.jpg');
    expect(screen.getByText('20 of 20 photos')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Choose Files' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(uploads).toHaveLength(20));
  });

  it('takes photos dropped on the drop zone', async () => {
    const uploads = stubUploads();
    stubFetch(() => undefined);
    await renderModal('en');
    const zone = document.querySelector('.mantine-Dropzone-root')!;
    const files = [makeFile('dropped.jpg', 'image/jpeg')];
    fireEvent.drop(zone, {
      dataTransfer: {
        files,
        items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
        types: ['Files'],
      },
    });
    await waitFor(() => expect(thumbnailNames()).toEqual(['Photo 1: dropped.jpg']));
    await waitFor(() => expect(uploads).toHaveLength(1));
  });

  it('reorders by dragging a thumbnail onto another', async () => {
    stubUploads();
    stubFetch(() => undefined);
    await renderModal('en');
    pickFiles([makeFile('a.jpg', 'image/jpeg'), makeFile('b.jpg', 'image/jpeg'), makeFile('c.jpg', 'image/jpeg')]);
    await waitFor(() => expect(thumbnailNames()).toHaveLength(3));
    const data = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...data.keys()];
      },
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'all',
    };
    const items = document.querySelectorAll('ol > li');
    fireEvent.dragStart(items[2]!, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    fireEvent.drop(items[0]!, { dataTransfer });
    expect(thumbnailNames()).toEqual(['Photo 1: c.jpg', 'Photo 2: a.jpg', 'Photo 3: b.jpg']);
    expect(screen.getByText('Cover').closest('li')!.querySelector('img')!.getAttribute('alt')).toBe('Photo 1: c.jpg');
  });
});
