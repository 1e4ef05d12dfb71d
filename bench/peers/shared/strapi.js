import { strapi } from '@strapi/client';

/** Both peers read Strapi with its own client, as a team starting from Strapi's docs would. */
export const client = strapi({ baseURL: `${process.env.STRAPI_URL}/api` });
