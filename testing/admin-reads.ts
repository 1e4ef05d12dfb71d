import { strapiUrl } from './backend';

/**
 * Reads through Strapi's admin API (content manager), which sees what the content API hides:
 * every user's role and flags (not `provider`, which the content manager never shows), and drafts. Signs in once per caller, as its own visitor address,
 * since Strapi allows few admin sign-ins per address.
 */
export interface AdminUserView {
  id: number;
  username: string;
  email: string;
  confirmed: boolean;
  blocked: boolean;
  role: { type: string } | null;
}

export async function adminReads(visitor: string) {
  const admin = JSON.parse(process.env.STRAPI_TEST_ADMIN as string) as { email: string; password: string };
  const login = await fetch(`${strapiUrl()}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${strapiUrl()}${path}`, { headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': visitor } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    /** The user as an administrator sees it, or null when there is none with that id. */
    async user(id: number): Promise<AdminUserView | null> {
      const { results } = await get<{ results: AdminUserView[] }>(
        `/content-manager/collection-types/plugin::users-permissions.user?filters[id][$eq]=${id}&populate=role`,
      );
      return results[0] ?? null;
    },
    /** The id of the users-permissions role of that type ('public', 'authenticated'). */
    async roleId(type: string): Promise<number> {
      const { roles } = await get<{ roles: { id: number; type: string }[] }>('/users-permissions/roles');
      const role = roles.find((candidate) => candidate.type === type);
      if (!role) throw new Error(`no role of type ${type}`);
      return role.id;
    },
    /** Whether the entry has a version (draft or published) in `locale`. */
    async hasEntry(uid: string, documentId: string, locale: string): Promise<boolean> {
      const { results } = await get<{ results: unknown[] }>(
        `/content-manager/collection-types/${uid}?filters[documentId][$eq]=${documentId}&locale=${locale}`,
      );
      return results.length > 0;
    },
  };
}
