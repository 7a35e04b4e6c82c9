import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderVehiclePhoto, type VehiclePhotoInput } from './render-vehicle-photo';

const BASE: VehiclePhotoInput = { make: 'BMW', model: 'X5 xDrive30d', year: 2021, hue: 215, style: 'suv', variant: 0 };

describe('renderVehiclePhoto', () => {
  it('renders a 1600 × 1200 JPEG by default', async () => {
    const metadata = await sharp(await renderVehiclePhoto(BASE)).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.width).toBe(1600);
    expect(metadata.height).toBe(1200);
  });

  it('honours a requested size, even with another aspect ratio', async () => {
    const metadata = await sharp(await renderVehiclePhoto({ ...BASE, width: 640, height: 360 })).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.width).toBe(640);
    expect(metadata.height).toBe(360);
  });

  it('draws a different picture for each variant and is deterministic', async () => {
    const small = { ...BASE, width: 320, height: 240 };
    const photos = await Promise.all([0, 1, 2, 3, 4].map((variant) => renderVehiclePhoto({ ...small, variant })));
    expect(new Set(photos.map((photo) => photo.toString('base64'))).size).toBe(5);
    expect((await renderVehiclePhoto({ ...small, variant: 2 })).equals(photos[2]!)).toBe(true);
  });

  it('renders every style, and captions with XML special characters', async () => {
    const styles = ['sedan', 'suv', 'coupe', 'hatchback', 'truck', 'wagon', 'convertible', 'classic'] as const;
    const photos = await Promise.all(
      styles.map((style, i) =>
        renderVehiclePhoto({
          ...BASE,
          style,
          variant: i,
          width: 200,
          height: 150,
          make: 'Alfa <Romeo> & "Co"',
          model: "Spider 2.0 'Aerodinamica'",
        }),
      ),
    );
    for (const photo of photos) expect((await sharp(photo).metadata()).format).toBe('jpeg');
  });
});
