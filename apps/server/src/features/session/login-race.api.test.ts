import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, call, useTestApp } from '../../../test/test-app';

// Finding 7: ten wrong passwords sent together with the right one, 5 ms later, logged
// in, because the lock was checked before the verify and counted after it.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });

const attempt = (username: string, password: string) => call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username, password } });

describe('failed-login counting under parallel guesses (finding 7)', () => {
  // Three accounts, so a timing that happens to be harmless once does not hide the race.
  it.each(['pedro', 'grace', 'carlo'])('after the fifth failure no password logs in as %s, however the guesses are timed', async (username) => {
    // Answers in the order they complete: a login is answered once its check is committed.
    const completed: { right: boolean; status: number }[] = [];
    const send = (password: string) => attempt(username, password).then((answer) => completed.push({ right: password === DEMO_PASSWORD, status: answer.statusCode }));
    const guesses = Array.from({ length: 10 }, (_, index) => send(`wrong-${index}`));
    await sleep(5);
    await Promise.all([...guesses, send(DEMO_PASSWORD)]);
    const failuresBeforeRight = completed.findIndex((answer) => answer.right);
    const right = completed[failuresBeforeRight]!;
    const order = completed.map((answer) => `${answer.right ? 'right' : 'wrong'}:${answer.status}`).join(', ');
    // The right password logs in only if its turn came before the fifth failure.
    expect(right.status === 200 ? failuresBeforeRight < 5 : right.status === 429, order).toBe(true);
    // Wrong guesses: at most four 401s, the fifth failure locks, the rest are 429. A
    // successful login clears the count, so the guesses after it count afresh.
    const countedAfresh = right.status === 200 ? completed.slice(failuresBeforeRight + 1) : completed;
    expect(countedAfresh.filter((answer) => !answer.right && answer.status === 401).length, order).toBeLessThanOrEqual(4);
    // Once locked, the right password is refused until the lock ends.
    expect((await attempt(username, DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('the right password alone, after five sequential failures, is refused', async () => {
    for (let index = 0; index < 5; index += 1) await attempt('liza', `wrong-${index}`);
    const answer = await attempt('liza', DEMO_PASSWORD);
    expect(answer.statusCode).toBe(429);
    expect(answer.json().message).toMatch(/locked/);
  });
});
