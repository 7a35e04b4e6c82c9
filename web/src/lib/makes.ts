import { FEATURED_MAKES } from '@autolicit/shared';

/** The full make list of the advanced search (spec §3: about 60, featured makes first, ending with 'Other'). */
export const OTHER_MAKES = [
  'Alfa Romeo', 'Aston Martin', 'Bentley', 'Cadillac', 'Chevrolet', 'Chrysler', 'Citroën', 'Cupra', 'Dacia', 'Daewoo',
  'Daihatsu', 'Dodge', 'DS', 'Ferrari', 'Fiat', 'Genesis', 'Honda', 'Hummer', 'Hyundai', 'Infiniti', 'Isuzu', 'Iveco',
  'Jaguar', 'Jeep', 'Kia', 'Lada', 'Lamborghini', 'Lancia', 'Land Rover', 'Lexus', 'Lotus', 'Maserati', 'Mazda',
  'McLaren', 'MG', 'Mini', 'Mitsubishi', 'Nissan', 'Polestar', 'Porsche', 'Rolls-Royce', 'Saab', 'Seat', 'Smart',
  'SsangYong', 'Subaru', 'Suzuki', 'Tesla', 'Volvo',
] as const;

export const ALL_MAKES: readonly string[] = [...FEATURED_MAKES, ...OTHER_MAKES, 'Other'];
export { FEATURED_MAKES };
