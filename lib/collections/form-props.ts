import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Catalog } from '@/lib/content/catalog';
import { maxUploadBytes } from '@/lib/config';
import { isMedia, resolveMediaUrl } from '@/lib/content/media';
import { titleAttribute, type ContentType, type StrapiDocument } from '../strapi';
import { pluralNameOf, relationOptions } from './data';
import { formFields, keepFieldName, type ExistingMedia, type FormValues } from './form-fields';

/** Everything the generated form needs, from the schema and (when editing) the document. */
export async function formProps(type: ContentType, catalog: Catalog, document?: StrapiDocument) {
  const fields = formFields(type.schema.attributes, pluralNameOf(catalog));
  const initialValues: FormValues = {};
  const existingMedia: Record<string, ExistingMedia[]> = {};
  const options: Record<string, { documentId: string; label: string }[]> = {};

  for (const field of fields) {
    const value = document?.[field.name];
    if (field.kind === 'media' || field.kind === 'medias') {
      const items = (Array.isArray(value) ? value : value ? [value] : []).filter(isMedia);
      existingMedia[field.name] = items.map((media) => ({
        id: media.id,
        name: media.name,
        url: resolveMediaUrl(media.url),
        alt: media.alternativeText ?? '',
      }));
      initialValues[keepFieldName(field)] = items.map((media) => String(media.id));
      continue;
    }
    if (field.kind === 'relation' || field.kind === 'relations') {
      const related = (Array.isArray(value) ? value : value ? [value] : []) as StrapiDocument[];
      initialValues[field.name] = field.kind === 'relations' ? related.map((item) => item.documentId) : (related[0]?.documentId ?? '');
      const target = field.attribute.type === 'relation' ? field.attribute.target : '';
      const found = await relationOptions(target, catalog);
      const targetType = catalog.types.get(target);
      const titleName = targetType ? titleAttribute(targetType.schema.attributes) : undefined;
      // Make sure the current choices are listed even when they are not in the first page.
      const current = related
        .filter((item) => !found.some((option) => option.documentId === item.documentId))
        .map((item) => ({ documentId: item.documentId, label: String((titleName && item[titleName]) || item.documentId) }));
      options[field.name] = [...current, ...found];
      continue;
    }
    if (value === null || value === undefined) continue;
    if (field.kind === 'datetime') initialValues[field.name] = String(value).slice(0, 16);
    else if (field.kind === 'boolean') initialValues[field.name] = value ? 'true' : 'false';
    else initialValues[field.name] = String(value);
  }
  if (!document) {
    for (const field of fields) {
      const fallback = (field.attribute as { default?: unknown }).default;
      if (fallback !== undefined && initialValues[field.name] === undefined) initialValues[field.name] = String(fallback);
    }
  }
  return { fields, initialValues, existingMedia, relationOptions: options, submissionId: randomUUID(), maxUploadBytes };
}
