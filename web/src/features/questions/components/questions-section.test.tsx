import type { QuestionDto, QuestionListDto } from '@autolicit/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { type FakeSocket, createFakeSocket } from '../../bidding/testing/fake-socket';
import type * as SocketModule from '../../../lib/live/socket';
import { QuestionsSection } from './questions-section';

// The vehicle's room is the server's side: a fake socket delivers its question events.
const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }));
vi.mock('../../../lib/live/socket', async (importOriginal) => ({
  ...(await importOriginal<typeof SocketModule>()),
  getSocket: () => socket.current,
}));

const VEHICLE = '5b0a6f3e-8d52-4f0e-9d1c-2b7f0c3e4a51';
const question = (over: Partial<QuestionDto>): QuestionDto => ({
  id: '11111111-1111-4111-8111-111111111111',
  vehicleId: VEHICLE,
  askerAlias: null,
  text: 'Are cartea service?',
  contactMasked: false,
  createdAt: '2026-11-29T08:00:00.000Z',
  answer: null,
  hidden: false,
  ...over,
});
const ANSWERED = question({
  id: '22222222-2222-4222-8222-222222222222',
  askerAlias: 'Bidder 2',
  text: 'Sunați-mă la [***]',
  contactMasked: true,
  createdAt: '2026-11-29T09:00:00.000Z',
  answer: {
    text: 'Da, toate reviziile.',
    contactMasked: false,
    answeredAt: '2026-11-29T09:05:00.000Z',
    editedAt: '2026-11-29T09:06:00.000Z',
  },
});
const HIDDEN = question({
  id: '33333333-3333-4333-8333-333333333333',
  text: null,
  hidden: true,
  createdAt: '2026-11-29T07:00:00.000Z',
});

function stubQuestions(list: QuestionListDto) {
  return stubFetch((call) => {
    if (call.path === `/api/vehicles/${VEHICLE}/questions` && call.method === 'GET') return { body: list };
    if (call.path === `/api/vehicles/${VEHICLE}/questions` && call.method === 'POST')
      return {
        status: 201,
        body: question({
          id: '44444444-4444-4444-8444-444444444444',
          text: (call.body as { text: string }).text,
          createdAt: '2026-11-29T10:00:00.000Z',
        }),
      };
    return undefined;
  });
}

beforeEach(() => {
  socket.current = createFakeSocket();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('QuestionsSection', () => {
  it('lists the questions newest first in Romanian, the seller’s answer marked, edited and removed ones labelled', async () => {
    stubQuestions({ open: true, questions: [ANSWERED, question({}), HIDDEN] });
    await renderWithApp(<QuestionsSection vehicleId={VEHICLE} viewer="visitor" />);
    expect(await screen.findByRole('heading', { name: 'Întrebări și răspunsuri' })).toBeTruthy();
    const items = await screen.findAllByTestId('question');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText(/Ofertant 2/)).toBeTruthy();
    expect(within(items[0]!).getByText('Răspunsul vânzătorului')).toBeTruthy();
    expect(within(items[0]!).getByText('(editat)')).toBeTruthy();
    expect(within(items[0]!).getByText(/Datele de contact au fost ascunse/)).toBeTruthy();
    expect(within(items[1]!).getByText(/Participant/)).toBeTruthy();
    expect(within(items[2]!).getByText('eliminat de moderator')).toBeTruthy();
    expect(screen.getByText('Autentificați-vă pentru a întreba vânzătorul.')).toBeTruthy();
    expect(screen.queryByTestId('ask-form')).toBeNull();
  });

  it('in English: a bidder asks (checked with the shared schema first) and sees live answers', async () => {
    const { calls } = stubQuestions({ open: true, questions: [question({})] });
    await renderWithApp(<QuestionsSection vehicleId={VEHICLE} viewer="bidder" />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Questions and answers' })).toBeTruthy();
    const field = await screen.findByLabelText('Your question');
    fireEvent.change(field, { target: { value: ' ok ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask the seller' }));
    expect(await screen.findByText('Write a question of 3 to 500 characters')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(field, { target: { value: 'Is the timing belt new?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask the seller' }));
    expect(await screen.findByText('Your question was published.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Is the timing belt new?' });
    expect(await screen.findByText('Is the timing belt new?')).toBeTruthy();

    act(() =>
      socket.current!.push('question:answered', {
        vehicleId: VEHICLE,
        serverTime: new Date().toISOString(),
        question: question({
          answer: {
            text: 'Yes, at 120,000 km.',
            contactMasked: false,
            answeredAt: new Date().toISOString(),
            editedAt: null,
          },
        }),
      }),
    );
    expect(await screen.findByText('Yes, at 120,000 km.')).toBeTruthy();
    expect(screen.getAllByText("Seller's answer")).toHaveLength(1);

    act(() =>
      socket.current!.push('question:hidden', {
        vehicleId: VEHICLE,
        questionId: question({}).id,
        serverTime: new Date().toISOString(),
      }),
    );
    await waitFor(() => expect(screen.getByText('removed by a moderator')).toBeTruthy());
  });

  it('comes into view once loaded when the page was opened at "#questions" (a notice’s link)', async () => {
    stubQuestions({ questions: [ANSWERED], open: true });
    window.history.replaceState(null, '', '/vehicle/x#questions');
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    try {
      await renderWithApp(<QuestionsSection vehicleId={VEHICLE} viewer="bidder" />);
      await waitFor(() => expect(scroll).toHaveBeenCalled());
      expect(scroll.mock.contexts[0]).toBe(document.getElementById('questions'));
    } finally {
      scroll.mockRestore();
      window.history.replaceState(null, '', '/');
    }
  });

  it('gives the seller an answer form and no ask form; closed auctions take no questions', async () => {
    stubQuestions({ open: false, questions: [question({})] });
    await renderWithApp(<QuestionsSection vehicleId={VEHICLE} viewer="seller" />);
    expect(await screen.findByTestId('answer-form')).toBeTruthy();
    expect(screen.queryByTestId('ask-form')).toBeNull();
    expect(screen.getByText('Licitația s-a încheiat: nu se mai pot pune întrebări.')).toBeTruthy();
  });
});
