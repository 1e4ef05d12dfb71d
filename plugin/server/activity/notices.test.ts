/* eslint-disable @typescript-eslint/no-require-imports */
// The plugin is CommonJS, as a Strapi app's src/ is.
const { retrying } = require('./notices');

describe('retrying', () => {
  const now = (_ms: number, next: () => void) => next();

  it('tries again after a failure, and stops at the first success', async () => {
    const send = jest
      .fn()
      .mockRejectedValueOnce(new Error('421 busy'))
      .mockRejectedValueOnce(new Error('421 busy'))
      .mockResolvedValue('sent');
    const giveUp = jest.fn();
    const waits: number[] = [];
    await retrying(send, { delays: [5, 30, 120], giveUp, wait: (ms: number, next: () => Promise<void>) => (waits.push(ms), next()) });
    expect(send).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([5, 30]);
    expect(giveUp).not.toHaveBeenCalled();
  });

  it('gives up after the last try, once, with the last error', async () => {
    const send = jest.fn().mockRejectedValue(new Error('connection refused'));
    const giveUp = jest.fn();
    await retrying(send, { delays: [5, 30, 120], giveUp, wait: now });
    expect(send).toHaveBeenCalledTimes(4);
    expect(giveUp).toHaveBeenCalledTimes(1);
    expect(giveUp.mock.calls[0][0].message).toBe('connection refused');
  });
});
