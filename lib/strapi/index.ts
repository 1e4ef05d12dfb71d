export { StrapiClient, API_PREFIX, DEFAULT_TIMEOUT_MS, resolveMediaUrl as resolveMediaUrlAgainst } from './client';
export type { StrapiClientOptions, RequestOptions, FetchExtras } from './client';
export { StrapiAuth } from './auth';
export type { ProviderCallbackInput } from './auth';
export {
  fetchOwnAccount,
  updateProfile,
  confirmEmailChange,
  confirmIdentity,
  deleteOwnAccount,
  fetchActivity,
  fetchOwnPosts,
  secureAccount,
} from './account';
export type { AccountEvent, OwnAccount, OwnPost, OwnPostsStatus, ProfileChange } from './account';
export {
  findMany,
  findOne,
  create,
  update,
  remove,
  unpublish,
  findSingle,
  upload,
  removeFile,
  ownImages,
  formerAddressOwner,
  formerAddresses,
} from './content';
export { fetchLocales } from './locales';
export type { StrapiLocale } from './locales';
export type { ReadOptions } from './content';
export { serializeQuery } from './query';
export type { StrapiQuery, Filters, Populate, PopulateEntry, Pagination } from './query';
export { isStrapiError, unknownError, httpError, errorStatus } from './errors';
export type { StrapiErrorBody } from './errors';
export {
  TOKEN_KEY,
  COOKIE_PATH,
  createBrowserCookieStore,
  createLocalStorageStore,
  createMemoryStore,
  secondsUntilExpiry,
} from './token-store';
export type { TokenStore } from './token-store';
export type * from './types';
export { needsTwoStep } from './types';
export {
  fetchContentTypes,
  fetchComponents,
  fetchFieldNotes,
  withEditLayouts,
  withFieldLabels,
  withMemberFields,
  browsableTypes,
  isBrowsableRelationTarget,
  titleAttribute,
  addressAttribute,
  linkFields,
  populateAll,
} from './schema';
export type { Attribute, AttributeType, Attributes, Catalog, ContentType, ComponentSchema } from './schema';
