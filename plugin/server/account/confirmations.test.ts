/* eslint-disable @typescript-eslint/no-require-imports */
// The plugin is CommonJS, as a Strapi app's src/ is.
const { createConfirmations, HOLDS_MS } = require('./confirmations');

describe('a confirmation given for a session', () => {
  it('holds for 5 minutes, for that session only', () => {
    let now = 1_000_000;
    const confirmations = createConfirmations({ now: () => now });
    expect(confirmations.holds('a')).toBe(false);
    expect(confirmations.record('a')).toBe(now + HOLDS_MS);
    expect(HOLDS_MS).toBe(5 * 60 * 1000);
    expect(confirmations.holds('a')).toBe(true);
    expect(confirmations.holds('b')).toBe(false);
    now += HOLDS_MS - 1;
    expect(confirmations.holds('a')).toBe(true);
    now += 1;
    expect(confirmations.holds('a')).toBe(false);
  });

  it('keeps a bounded number, dropping the expired first and then the oldest', () => {
    let now = 0;
    const confirmations = createConfirmations({ now: () => now, holdsMs: 100, maxKept: 3 });
    confirmations.record('old');
    now = 50;
    confirmations.record('b');
    confirmations.record('c');
    now = 120;
    // "old" has expired: it makes room.
    confirmations.record('d');
    expect(['b', 'c', 'd'].map((key) => confirmations.holds(key))).toEqual([true, true, true]);
    // Nothing has expired: the oldest goes.
    confirmations.record('e');
    expect(['b', 'c', 'd', 'e'].map((key) => confirmations.holds(key))).toEqual([false, true, true, true]);
  });
});
