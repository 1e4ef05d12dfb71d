/** Direct calls to the test Strapi, to compare what the app shows with what the backend holds. */
export const strapiUrl = () => {
  const url = process.env.E2E_STRAPI_URL;
  if (!url) throw new Error('E2E_STRAPI_URL is not set: run the suite through playwright (global setup starts the stack)');
  return url;
};

export async function strapiGet<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${strapiUrl()}/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
