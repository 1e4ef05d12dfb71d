export default async function teardown() {
  await globalThis.__PORTICO_STACK__?.stop();
}
