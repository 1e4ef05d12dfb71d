// @ts-check
/**
 * A thread that compresses with Zstandard against a dictionary (server/encodings/site-dictionary.mjs), so
 * that the event loop answering requests never waits for it: Node 20's zlib has no Zstandard, and
 * the WebAssembly build of it (@bokuweb/zstd-wasm) runs on the thread that calls it.
 *
 * Messages in: `{ id, source, dictionary, level }`; out: `{ id, compressed }` or `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import zstd from '@bokuweb/zstd-wasm';

await zstd.init();
const context = zstd.createCCtx();

parentPort?.on('message', ({ id, source, dictionary, level }) => {
  try {
    const compressed = zstd.compressUsingDict(context, source, dictionary, level);
    parentPort?.postMessage({ id, compressed }, [compressed.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) });
  }
});
