import { changeStream } from './change-stream';

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string): Promise<string> {
  const decoder = new TextDecoder();
  let received = '';
  while (!received.includes(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before "${text}": ${received}`);
    received += decoder.decode(value);
  }
  return received;
}

describe('changeStream', () => {
  it('sends a change event for every change it is told of, and stops watching when the browser goes away', async () => {
    const listeners = new Set<() => void>();
    const watch = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const closed = new AbortController();
    const reader = changeStream(watch, closed.signal).getReader();
    expect(await readUntil(reader, '\n\n')).toBe('retry: 3000\n\n');
    for (const listener of listeners) listener();
    expect(await readUntil(reader, '\n\n')).toBe('event: change\ndata: {}\n\n');
    closed.abort();
    expect(listeners.size).toBe(0);
    expect((await reader.read()).done).toBe(true);
  });

  it('keeps the connection alive with comments', async () => {
    const closed = new AbortController();
    const reader = changeStream(() => () => {}, closed.signal, 5).getReader();
    expect(await readUntil(reader, ': keep-alive\n\n')).toContain(': keep-alive');
    closed.abort();
  });
});
