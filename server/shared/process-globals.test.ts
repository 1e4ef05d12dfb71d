type Globals = typeof import('./process-globals.mjs');

/** A fresh copy of the module, as each of Next's bundles loads its own. */
function freshCopy(): Globals {
  let copy: Globals | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<Globals>('./process-globals.mjs');
  });
  return copy!;
}

describe('process globals', () => {
  afterEach(() => delete (globalThis as { __porticoBackendProbes?: unknown }).__porticoBackendProbes);

  it('give every copy of the module the one value of the process', () => {
    const pageServer = freshCopy();
    const nextBundle = freshCopy();
    expect(pageServer).not.toBe(nextBundle);
    const probes = pageServer.sharedProcessGlobal('backendProbes', () => ({ unavailableAt: 1 }));
    expect(nextBundle.sharedProcessGlobal('backendProbes', () => ({ unavailableAt: 2 }))).toBe(probes);
    expect(nextBundle.processGlobal('backendProbes')).toEqual({ unavailableAt: 1 });
  });

  it('answer undefined for a slot nothing has set', () => {
    expect(freshCopy().processGlobal('backendProbes')).toBeUndefined();
  });
});
