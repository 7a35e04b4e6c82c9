import { notifications } from '@mantine/notifications';
import { VAT_CHECK_DELAY_MS, type Language, type UserDto } from '@autolicit/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { ProfessionalModal } from './professional-modal';

/** Test helpers of the professional dialog: the HTTP server is stubbed, the components are real. */

export const dealer: UserDto = {
  id: '6f1c2f4e-8a51-4d1e-9a55-0f2a7c1b9d01',
  email: 'maria@autoimport.ro',
  firstName: 'Maria',
  lastName: 'Ionescu',
  role: 'dealer',
  canSwitchRole: false,
  entityType: 'company',
  profileImageUrl: null,
  verificationStatus: 'pending',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Shows the current user as the header would see it, to check the dialog refreshes it. */
function CurrentUserProbe() {
  const { user, isLoading } = useCurrentUser();
  return <output data-testid="current-user">{isLoading ? 'loading' : (user?.email ?? 'signed out')}</output>;
}

export async function openProfessionalModal(language: Language = 'ro') {
  const onClose = vi.fn();
  await renderWithApp(
    <>
      <CurrentUserProbe />
      <ProfessionalModal opened onClose={onClose} />
    </>,
    { language },
  );
  await screen.findByRole('dialog');
  return { onClose };
}

export function getCurrentUserText(): string {
  return screen.getByTestId('current-user').textContent ?? '';
}

/** The heading naming the active step ("Step 2 of 4: Company details"). */
export function getStepHeading(): string {
  return screen.getByRole('heading', { level: 3 }).textContent ?? '';
}

/** The dialog's live status line (notifications have a status role of their own). */
export function getVatCheckStatus(): string {
  return within(screen.getByRole('dialog')).getByRole('status').textContent ?? '';
}

export function getToasts(): string[] {
  return [...document.querySelectorAll('.mantine-Notification-root')].map((node) => node.textContent ?? '');
}

export async function expectToast(title: string, message: string) {
  await waitFor(() => expect(getToasts().some((text) => text.includes(title) && text.includes(message))).toBe(true));
}

export function clearToasts() {
  notifications.clean();
}

export function typeInto(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function getInputValue(label: RegExp | string): string {
  return (screen.getByLabelText(label) as HTMLInputElement).value;
}

export function clickButton(name: RegExp | string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** Picks an option of a Mantine Select (its dropdown stays hidden in jsdom, the options are there). */
export function chooseOption(label: RegExp | string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.click(input);
  fireEvent.click(screen.getByRole('option', { name: option, hidden: true }));
}

export function getSelectedOption(label: RegExp | string): string {
  return (screen.getByRole('combobox', { name: label }) as HTMLInputElement).value;
}

/** The texts an input is described by (its hint and its error), as a screen reader reads them. */
export function getDescription(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

export async function expectFieldError(label: RegExp | string, message: string) {
  await waitFor(() => {
    const input = screen.getByLabelText(label);
    expect(getDescription(input)).toContain(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
}

/** Lets the simulated 1 s VAT check finish (fake timers must be on). */
export async function finishVatCheck() {
  await act(() => vi.advanceTimersByTimeAsync(VAT_CHECK_DELAY_MS));
}

export async function passVatStepInEnglish(country = 'Romania', vatNumber = 'RO12345674') {
  chooseOption(/^Country/, country);
  typeInto(/^VAT number/, vatNumber);
  clickButton('Verify VAT number');
  await finishVatCheck();
  await waitFor(() => expect(getStepHeading()).toBe('Step 2 of 4: Company details'));
}

export function fillCompanyStepInEnglish() {
  typeInto(/^Company name/, 'Auto Import Premium SRL');
  typeInto(/^Registration number/, 'J40/5678/2012');
  typeInto(/^Year established/, '2012');
  typeInto(/^Company address/, 'Șoseaua Pipera 42, Voluntari');
  typeInto(/^City/, 'Voluntari');
  typeInto(/^Postal code/, '077190');
  typeInto(/^Website/, 'www.autoimport.ro');
}

export function fillBusinessStepInEnglish() {
  chooseOption(/^Business type/, 'Car dealer');
  chooseOption(/^Monthly volume/, '11-50 vehicles');
  fireEvent.click(screen.getByLabelText('Domestic market'));
  fireEvent.click(screen.getByLabelText('European Union'));
  typeInto(/^Business description/, 'We import and sell premium used cars from Germany and Austria.');
}

export function fillPersonalStepInEnglish() {
  typeInto(/^First name/, 'Maria');
  typeInto(/^Last name/, 'Ionescu');
  typeInto(/^Email/, ' Maria@AutoImport.ro ');
  typeInto(/^Phone/, '+40 721 234 567');
  typeInto(/^Position/, 'Director general');
  typeInto(/^Password/, 'Parola-Sigura-1');
  typeInto(/^Confirm password/, 'Parola-Sigura-1');
  fireEvent.click(screen.getByLabelText(/terms and conditions/));
  fireEvent.click(screen.getByLabelText(/privacy policy/));
}

export async function goToStep(heading: string) {
  clickButton('Next');
  await waitFor(() => expect(getStepHeading()).toBe(heading));
}
