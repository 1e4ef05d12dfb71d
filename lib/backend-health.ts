/**
 * Whether Strapi answers, checked by proxy.ts before a page renders so that an outage gets a
 * quick, honest "service unavailable" (503) or "too slow" (504) page instead of an error or a
 * hung request. One probe of Strapi's /_health per second at most, per app process.
 */
export type BackendState = 'up' | 'down' | 'slow';

interface Probe {
  state: BackendState;
  checkedAt: number;
  pending?: Promise<BackendState>;
}

const FRESH_MS = 1000;
const store = globalThis as typeof globalThis & { __porticoBackendProbe?: Probe };

async function probe(url: string, timeoutMs: number): Promise<BackendState> {
  try {
    const response = await fetch(`${url}/_health`, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
    return response.status < 500 ? 'up' : 'down';
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'slow' : 'down';
  }
}

export async function backendState(url: string, timeoutMs: number, now = Date.now()): Promise<BackendState> {
  const current = store.__porticoBackendProbe;
  if (current && now - current.checkedAt < FRESH_MS) return current.state;
  if (current?.pending) return current.pending;
  const pending = probe(url, timeoutMs).then((state) => {
    store.__porticoBackendProbe = { state, checkedAt: Date.now() };
    return state;
  });
  store.__porticoBackendProbe = { state: current?.state ?? 'up', checkedAt: current?.checkedAt ?? 0, pending };
  return pending;
}
