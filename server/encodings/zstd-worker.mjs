// @ts-check
// Compresses off the event loop: Node 20's zlib has no Zstandard, and the WebAssembly build runs on its caller's thread.
import { parentPort } from 'node:worker_threads';
import zstd from '@bokuweb/zstd-wasm';

await zstd.init();
const context = zstd.createCCtx();

parentPort?.on('message', ({ id, source, dictionary, level }) => {
  try {
    const compressed = zstd.compressUsingDict(context, source, dictionary, level);
    parentPort?.postMessage({ id, compressed }, [/** @type {ArrayBuffer} */ (compressed.buffer)]);
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) });
  }
});
