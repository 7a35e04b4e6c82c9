import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseNotificationJob } from './notification-jobs';

const vehicleId = randomUUID();
const userId = randomUUID();

describe('parseNotificationJob', () => {
  it.each([
    ['bid-outbid', { vehicleId, userId, bidId: randomUUID() }],
    ['auction-won', { vehicleId, userId }],
    ['auction-sold', { vehicleId, userId }],
    ['watchlist-ending-soon', { vehicleId, userId }],
    ['reserve-met', { vehicleId, userId }],
    ['auction-lost', { vehicleId, userId, outcome: 'ended' }],
    ['listing-unsold', { vehicleId, userId }],
    ['question-asked', { vehicleId, userId, questionId: randomUUID() }],
    ['question-answered', { vehicleId, userId, questionId: randomUUID() }],
    [
      'password-reset',
      { userId, email: 'ion@example.com', resetUrl: 'http://localhost:3000/reset-password?token=abc' },
    ],
  ])('accepts a well-formed %s job', (name, data) => {
    expect(parseNotificationJob(name, data)).toEqual({ job: { name, data } });
  });

  it.each([
    ['bid-outbid', { vehicleId, userId }, 'bidId'],
    ['auction-won', { vehicleId: 'not-a-uuid', userId }, 'vehicleId'],
    ['auction-lost', { vehicleId, userId, outcome: 'cancelled' }, 'outcome'],
    ['password-reset', { userId, email: 'ion@example.com', resetUrl: 'javascript:alert(1)' }, 'resetUrl'],
    ['password-reset', null, '(data)'],
  ])('rejects a malformed %s job, naming the field', (name, data, field) => {
    const result = parseNotificationJob(name, data);
    expect(result).toEqual({ problem: expect.stringContaining(field) });
  });

  it('never copies the values into the problem (a reset token must not reach logs)', () => {
    const result = parseNotificationJob('password-reset', {
      userId,
      email: 'not-an-email',
      resetUrl: 'ftp://host/reset?token=secret-token',
    });
    expect('problem' in result && result.problem).not.toMatch(/secret-token|not-an-email/);
  });

  it('rejects an unknown job name, including inherited property names', () => {
    expect(parseNotificationJob('newsletter', { userId })).toEqual({
      problem: 'unknown notification job "newsletter"',
    });
    expect(parseNotificationJob('toString', {})).toEqual({ problem: 'unknown notification job "toString"' });
  });
});
