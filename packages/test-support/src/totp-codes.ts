import { generate } from 'otplib';

const lastSteps = new Map<string, number>();

/**
 * A valid code never used before for this secret: the server refuses a time step it has seen, so
 * a test signing the same admin in twice within 30 s takes the next step (±1 is accepted), and
 * waits for the clock when even that is spent.
 */
export async function nextTotpCode(secret: string): Promise<string> {
  for (;;) {
    const current = Math.floor(Date.now() / 1000 / 30);
    const step = Math.max(current - 1, (lastSteps.get(secret) ?? -Infinity) + 1);
    if (step <= current + 1) {
      lastSteps.set(secret, step);
      return generate({ secret, epoch: step * 30 + 15 });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
