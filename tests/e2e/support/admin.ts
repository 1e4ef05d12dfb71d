import { expect, type Page } from '@playwright/test';
import { strapiUrl } from '../../support/backend';

/**
 * Strapi's admin panel, driven as an editor drives it, and its API for setting up data. Strapi
 * allows few admin sign-ins per address (5 in 5 minutes): each test signs in as its own visitor
 * (X-Forwarded-For, which the test Strapi trusts), once.
 */

/**
 * An article's edit view, with its locale in the address as the admin writes it: opened without one,
 * the admin adds it after the view has loaded, and that second navigation either refills the form over
 * what was typed or, once it has changes, asks whether to leave the page.
 */
export const articleEditView = (documentId: string, locale = 'en') =>
  `${strapiUrl()}/admin/content-manager/collection-types/api::article.article/${documentId}?plugins[i18n][locale]=${locale}`;

const adminAccount = () => JSON.parse(process.env.STRAPI_TEST_ADMIN as string) as { email: string; password: string };

/** Signs in to the admin panel in the browser (the page's requests carry the test's visitor address). */
export async function signInToAdmin(page: Page) {
  const admin = adminAccount();
  await page.goto(`${strapiUrl()}/admin/auth/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/?$/);
}

/** Changes an article's title in the edit view and saves it as a draft (Save, not Publish). */
export async function saveDraftTitle(page: Page, title: string) {
  const box = page.getByRole('textbox', { name: /^title/i });
  // The edit view fills its form once the document has loaded, over anything typed before: a title
  // typed too soon was replaced by the stored one and Save stayed disabled. Every article has a title.
  await expect(box).not.toHaveValue('');
  await box.fill(title);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(box).toHaveValue(title);
  await save.click();
  // Save is enabled only while there are unsaved changes: disabled again once saved.
  await expect(save).toBeDisabled();
}

type Permissions = Record<string, { controllers: Record<string, Record<string, { enabled: boolean; policy: string }>> }>;

/** The admin API, signed in once as `visitor`. */
export async function adminApi(visitor: string) {
  const login = await fetch(`${strapiUrl()}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor },
    body: JSON.stringify(adminAccount()),
  });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${strapiUrl()}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Forwarded-For': visitor },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const articles = '/content-manager/collection-types/api::article.article';
  return {
    /**
     * A draft article, never published (lists and their counts, which other specs read, stay as they are), with the
     * slug the edit view fills from the title before it saves: the content-manager's API leaves it empty.
     */
    async createDraftArticle(title: string): Promise<{ documentId: string; slug: string }> {
      const { data: slug } = await call<{ data: string }>('POST', '/content-manager/uid/generate', {
        contentTypeUID: 'api::article.article',
        field: 'slug',
        data: { title },
      });
      const { data } = await call<{ data: { documentId: string } }>('POST', articles, { title, slug });
      return { documentId: data.documentId, slug };
    },
    /** Publishes an article. */
    publish: (documentId: string) => call('POST', `${articles}/${documentId}/actions/publish`, {}),
    /** Gives an article a new address in one locale and publishes it, as the edit view's slug field and Publish do. */
    async renameArticle(documentId: string, slug: string, locale = 'en') {
      await call('PUT', `${articles}/${documentId}?locale=${locale}`, { slug });
      await call('POST', `${articles}/${documentId}/actions/publish?locale=${locale}`, {});
    },
    /** Deletes an article, every version of it. */
    remove: (documentId: string) => call('DELETE', `${articles}/${documentId}`),
    /** Saves a new draft title, as the edit view's Save does. */
    saveDraftTitle: (documentId: string, title: string) => call('PUT', `${articles}/${documentId}`, { title }),
    /** The API tokens Settings > API Tokens lists. */
    apiTokens: async () =>
      (await call<{ data: { name: string; type: string; expiresAt: string | null }[] }>('GET', '/admin/api-tokens')).data,
    /** The preview link Strapi's preview handler makes for the article, as the admin asks for it. */
    async previewLink(documentId: string): Promise<string> {
      const { data } = await call<{ data: { url: string } }>(
        'GET',
        `/content-manager/preview/url/api::article.article?documentId=${documentId}&status=draft`,
      );
      return data.url;
    },
    /**
     * Grants or withdraws one content-API action for a users-permissions role (by its type: public, authenticated),
     * as Settings > Roles does.
     */
    async setPermission(roleType: string, action: string, enabled: boolean) {
      const { roles } = await call<{ roles: { id: number; type: string }[] }>('GET', '/users-permissions/roles');
      const role = roles.find((candidate) => candidate.type === roleType);
      if (!role) throw new Error(`no role of type ${roleType}`);
      const [plugin, rest] = action.split(/\.(?=[^.]+\.[^.]+$)/) as [string, string];
      const [controller, name] = rest.split('.') as [string, string];
      const { role: current } = await call<{ role: { name: string; description: string; permissions: Permissions } }>(
        'GET',
        `/users-permissions/roles/${role.id}`,
      );
      const actions = current.permissions[plugin]?.controllers[controller];
      if (!actions?.[name]) throw new Error(`role ${roleType} has no action ${action}`);
      actions[name].enabled = enabled;
      await call('PUT', `/users-permissions/roles/${role.id}`, {
        name: current.name,
        description: current.description,
        permissions: current.permissions,
      });
    },
  };
}
