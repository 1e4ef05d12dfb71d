import { adminToken, strapiUrl } from './backend';

/**
 * Reads through Strapi's admin API (content manager), which sees what the content API hides:
 * every user's role and flags (not `provider`, which the content manager never shows), and drafts.
 * Signs in through adminToken() (once per test file).
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
  const token = await adminToken();
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
