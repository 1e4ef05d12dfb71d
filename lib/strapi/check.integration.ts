import { checkStrapi, proofOf } from '../../server/shared/strapi-check.mjs';
import { adminToken, registerAccount, strapiUrl } from '../../tests/support/backend';

/**
 * portico-guard's check against the integration Strapi, set up as the suites run it: nothing is
 * missing, a secret the app holds differently is named, a permission taken away in the admin panel
 * is named, and only an admin-made API token may ask.
 */
type Problem = { code: string; severity: string; message: string; role?: string; action?: string; secret?: string };

const appSecrets = () =>
  JSON.parse(process.env.STRAPI_TEST_APP_SECRETS as string) as {
    REVALIDATE_SECRET: string;
    PREVIEW_SECRET: string;
    PREVIEW_API_TOKEN: string;
  };

/** `token`: the app's read-only API token unless given; null asks as a visitor. */
async function check(body: object, token: string | null = appSecrets().PREVIEW_API_TOKEN) {
  const response = await fetch(`${strapiUrl()}/api/portico-guard/check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: { ok: boolean; problems: Problem[] } } };
}

const nonce = 'a1'.repeat(16);

/** Turns one permission of the authenticated role on or off, as an admin does in Users & Permissions. */
async function setMemberPermission(action: string, enabled: boolean) {
  const headers = { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' };
  const { roles } = (await (await fetch(`${strapiUrl()}/users-permissions/roles`, { headers })).json()) as {
    roles: { id: number; type: string }[];
  };
  const id = roles.find((role) => role.type === 'authenticated')!.id;
  const { role } = (await (await fetch(`${strapiUrl()}/users-permissions/roles/${id}`, { headers })).json()) as {
    role: {
      name: string;
      description: string;
      permissions: Record<string, { controllers: Record<string, Record<string, { enabled: boolean }>> }>;
    };
  };
  const [api, controller, name] = [action.slice(0, action.lastIndexOf('.', action.lastIndexOf('.') - 1)), ...action.split('.').slice(-2)];
  role.permissions[api!]!.controllers[controller!]![name!]!.enabled = enabled;
  const response = await fetch(`${strapiUrl()}/users-permissions/roles/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ name: role.name, description: role.description, permissions: role.permissions }),
  });
  expect(response.status).toBe(200);
}

describe('the portico-guard check', () => {
  it('finds nothing missing on a Strapi set up as the suites run it, with the app’s own secrets', async () => {
    const secrets = appSecrets();
    const { status, body } = await check({
      nonce,
      proofs: { REVALIDATE_SECRET: proofOf(secrets.REVALIDATE_SECRET, nonce), PREVIEW_SECRET: proofOf(secrets.PREVIEW_SECRET, nonce) },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ ok: true, problems: [] });
  });

  it('names a secret the app holds differently, without either secret crossing', async () => {
    const secrets = appSecrets();
    const { body } = await check({
      nonce,
      proofs: {
        REVALIDATE_SECRET: proofOf(`${secrets.REVALIDATE_SECRET}-old`, nonce),
        PREVIEW_SECRET: proofOf(secrets.PREVIEW_SECRET, nonce),
      },
    });
    expect(body.data?.ok).toBe(false);
    expect(body.data?.problems).toEqual([
      expect.objectContaining({ code: 'secret-mismatch', severity: 'error', secret: 'REVALIDATE_SECRET' }),
    ]);
  });

  it('names a permission members lack, and nothing once it is granted again', async () => {
    await setMemberPermission('api::article.article.delete', false);
    try {
      const { body } = await check({});
      expect(body.data?.problems).toEqual([
        expect.objectContaining({ code: 'permission-missing', role: 'authenticated', action: 'api::article.article.delete' }),
      ]);
    } finally {
      await setMemberPermission('api::article.article.delete', true);
    }
    expect((await check({})).body.data).toEqual({ ok: true, problems: [] });
  });

  it('answers only an API token made in the admin panel: not a visitor, not a member', async () => {
    expect((await check({}, null)).status).toBe(403);
    const member = await registerAccount(
      { username: `checker${Date.now()}`, email: `checker${Date.now()}@example.com`, password: 'checker-password-1' },
      '10.77.0.1',
    );
    const asMember = await check({}, member.jwt);
    expect(asMember.status).toBe(403);
    expect(asMember.body.data ?? null).toBeNull();
  });

  it('npm run check-strapi’s side: the app’s settings proven, a wrong one named, a missing token explained', async () => {
    const secrets = appSecrets();
    const env = { STRAPI_URL: strapiUrl(), ...secrets };
    expect(await checkStrapi(env)).toEqual({ problems: [] });
    const wrong = await checkStrapi({ ...env, PREVIEW_SECRET: 'not-the-one' });
    expect(wrong.problems).toEqual([expect.objectContaining({ code: 'secret-mismatch', secret: 'PREVIEW_SECRET' })]);
    expect((await checkStrapi({ ...env, PREVIEW_API_TOKEN: '' })).error).toMatch(/PREVIEW_API_TOKEN is not set/);
    expect((await checkStrapi({ ...env, PREVIEW_API_TOKEN: 'made-up' })).error).toMatch(/refused PREVIEW_API_TOKEN \(401\)/);
  });
});
