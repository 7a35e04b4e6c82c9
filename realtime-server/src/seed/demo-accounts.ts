import type { DemoAccountKey } from './demo-catalog';

export interface DemoAccount {
  key: DemoAccountKey;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'user' | 'seller' | 'dealer' | 'admin';
  isAdmin: boolean;
  /** Shown in the start-up banner and the README. */
  listed: boolean;
}

/** Demo accounts for each role. The passwords are public (README): demo data is never seeded in production. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'user',
    email: 'user@autolicit.ro',
    password: 'Demo-User-2026',
    firstName: 'Andrei',
    lastName: 'Ionescu',
    role: 'user',
    isAdmin: false,
    listed: true,
  },
  {
    key: 'seller',
    email: 'seller@autolicit.ro',
    password: 'Demo-Seller-2026',
    firstName: 'Maria',
    lastName: 'Popescu',
    role: 'seller',
    isAdmin: false,
    listed: true,
  },
  {
    key: 'dealer',
    email: 'dealer@autolicit.ro',
    password: 'Demo-Dealer-2026',
    firstName: 'Radu',
    lastName: 'Constantinescu',
    role: 'dealer',
    isAdmin: false,
    listed: true,
  },
  {
    key: 'admin',
    email: 'admin@autolicit.ro',
    password: 'Demo-Admin-2026',
    firstName: 'Elena',
    lastName: 'Dumitrescu',
    role: 'admin',
    isAdmin: true,
    listed: true,
  },
  {
    key: 'bidder1',
    email: 'bidder1@autolicit.ro',
    password: 'Demo-Bidder-2026',
    firstName: 'Mihai',
    lastName: 'Stan',
    role: 'user',
    isAdmin: false,
    listed: false,
  },
  {
    key: 'bidder2',
    email: 'bidder2@autolicit.ro',
    password: 'Demo-Bidder-2026',
    firstName: 'Ioana',
    lastName: 'Marin',
    role: 'user',
    isAdmin: false,
    listed: false,
  },
  {
    key: 'bidder3',
    email: 'bidder3@autolicit.ro',
    password: 'Demo-Bidder-2026',
    firstName: 'Cristian',
    lastName: 'Georgescu',
    role: 'user',
    isAdmin: false,
    listed: false,
  },
  {
    key: 'bidder4',
    email: 'bidder4@autolicit.ro',
    password: 'Demo-Bidder-2026',
    firstName: 'Alexandra',
    lastName: 'Munteanu',
    role: 'user',
    isAdmin: false,
    listed: false,
  },
  {
    key: 'bidder5',
    email: 'bidder5@autolicit.ro',
    password: 'Demo-Bidder-2026',
    firstName: 'Vlad',
    lastName: 'Rusu',
    role: 'user',
    isAdmin: false,
    listed: false,
  },
];
