/* eslint-disable @typescript-eslint/no-require-imports */
// The plugin is CommonJS, as a Strapi app's src/ is.
const { createProofs, HOLDS_MS } = require('./proofs');

describe('a proof given for a session', () => {
  it('holds for 5 minutes, for that session only', () => {
    let now = 1_000_000;
    const proofs = createProofs({ now: () => now });
    expect(proofs.holds('a')).toBe(false);
    expect(proofs.record('a')).toBe(now + HOLDS_MS);
    expect(HOLDS_MS).toBe(5 * 60 * 1000);
    expect(proofs.holds('a')).toBe(true);
    expect(proofs.holds('b')).toBe(false);
    now += HOLDS_MS - 1;
    expect(proofs.holds('a')).toBe(true);
    now += 1;
    expect(proofs.holds('a')).toBe(false);
  });

  it('keeps a bounded number, dropping the expired first and then the oldest', () => {
    let now = 0;
    const proofs = createProofs({ now: () => now, holdsMs: 100, maxKept: 3 });
    proofs.record('old');
    now = 50;
    proofs.record('b');
    proofs.record('c');
    now = 120;
    // "old" has expired: it makes room.
    proofs.record('d');
    expect(['b', 'c', 'd'].map((key) => proofs.holds(key))).toEqual([true, true, true]);
    // Nothing has expired: the oldest goes.
    proofs.record('e');
    expect(['b', 'c', 'd', 'e'].map((key) => proofs.holds(key))).toEqual([false, true, true, true]);
  });
});
