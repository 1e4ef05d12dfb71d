import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Catalog } from '@/lib/content/catalog';
import { maxUploadBytes } from '@/lib/app-settings';
import { isMedia, resolveMediaUrl } from '@/lib/content/media';
import { titleAttribute, type ContentType, type StrapiDocument } from '../strapi';
import { blocksToText, isBlocks } from './blocks-text';
import { blocksImageFile } from './blocks-image';
import { pluralNameOf, relationOptions } from './data';
import { blocksFieldName, formFields, keepFieldName, type ExistingMedia, type FormField, type FormValues } from './form-fields';
import { childPath, COMPONENT, defaultValues, ENTRY } from './form-values';
import { formSections, withFormWords } from './form-layout';
import { localizePath, type SiteLocale } from '@/lib/i18n/locale-path';

type Option = { documentId: string; label: string };

/** The fields members write of a type, in the site's words for the locale: what the form shows and the save checks. */
export function memberFormFields(type: ContentType, catalog: Catalog, code: string): FormField[] {
  return withFormWords(formFields(type.schema.attributes, pluralNameOf(catalog), catalog.components), type.form?.fields, code);
}

/**
 * The fields in the page's locale and their sections, the values by input name (paths into components too), files by
 * path, each relation's options by target, and where the type's entries live (an address made from a uid shows it).
 */
export async function formProps(type: ContentType, catalog: Catalog, locale: SiteLocale | undefined, document?: StrapiDocument) {
  const code = locale?.code ?? 'en';
  const fields = memberFormFields(type, catalog, code);
  const sections = formSections(type, fields, code);
  const initialValues: FormValues = document ? {} : defaultValues(fields);
  const existingMedia: Record<string, ExistingMedia[]> = {};
  const options: Record<string, Option[]> = {};
  const current: Record<string, Option[]> = {};

  function collectTargets(list: FormField[]) {
    for (const field of list) {
      if (field.target) options[field.target] ??= [];
      if (field.component) collectTargets(field.component.fields);
      for (const component of field.components ?? []) collectTargets(component.fields);
    }
  }
  collectTargets(fields);

  function fill(list: FormField[], source: Record<string, unknown>, prefix: string) {
    for (const field of list) {
      const path = childPath(prefix, field.name);
      const value = source[field.name];
      switch (field.kind) {
        case 'media':
        case 'medias': {
          const items = (Array.isArray(value) ? value : value ? [value] : []).filter(isMedia);
          existingMedia[path] = items.map((media) => ({
            id: media.id,
            name: media.name,
            url: resolveMediaUrl(media.url),
            alt: media.alternativeText ?? '',
            storedUrl: media.url,
            mime: media.mime ?? undefined,
            width: media.width ?? undefined,
            height: media.height ?? undefined,
            file: blocksImageFile(media as unknown as Record<string, unknown>),
          }));
          initialValues[keepFieldName({ name: path })] = items.map((media) => String(media.id));
          break;
        }
        case 'relation':
        case 'relations': {
          const related = (Array.isArray(value) ? value : value ? [value] : []) as StrapiDocument[];
          initialValues[path] = field.kind === 'relations' ? related.map((item) => item.documentId) : (related[0]?.documentId ?? '');
          const target = field.attribute.type === 'relation' ? field.attribute.target : '';
          const targetType = catalog.types.get(target);
          const titleName = targetType ? titleAttribute(targetType.schema.attributes) : undefined;
          (current[field.target!] ??= []).push(
            ...related.map((item) => ({ documentId: item.documentId, label: String((titleName && item[titleName]) || item.documentId) })),
          );
          break;
        }
        case 'blocks':
          // The stored JSON goes beside the text, so that text left as it was keeps it.
          if (isBlocks(value)) {
            initialValues[path] = blocksToText(value);
            initialValues[blocksFieldName({ name: path })] = JSON.stringify(value);
          }
          break;
        case 'json':
          if (value !== null && value !== undefined) initialValues[path] = JSON.stringify(value, null, 2);
          break;
        case 'component': {
          const entries = (field.repeatable ? (Array.isArray(value) ? value : []) : value ? [value] : []) as Record<string, unknown>[];
          entries.forEach((entry, index) => {
            const entryPath = field.repeatable ? `${path}.${index}` : path;
            initialValues[childPath(entryPath, ENTRY)] = '1';
            fill(field.component!.fields, entry, entryPath);
          });
          break;
        }
        case 'dynamiczone': {
          const entries = (Array.isArray(value) ? value : []) as Record<string, unknown>[];
          let index = 0;
          for (const entry of entries) {
            const component = field.components?.find((candidate) => candidate.uid === entry[COMPONENT]);
            // A component the form cannot show is not offered again (Strapi's admin panel still can).
            if (!component) continue;
            const entryPath = `${path}.${index++}`;
            initialValues[childPath(entryPath, COMPONENT)] = component.uid;
            fill(component.fields, entry, entryPath);
          }
          break;
        }
        default:
          if (value === null || value === undefined) break;
          if (field.kind === 'datetime') initialValues[path] = String(value).slice(0, 16);
          else if (field.kind === 'boolean') initialValues[path] = value ? 'true' : 'false';
          else initialValues[path] = String(value);
      }
    }
  }
  if (document) fill(fields, document, '');

  for (const target of Object.keys(options)) {
    const uid = [...catalog.types.values()].find((candidate) => candidate.schema.pluralName === target)?.uid ?? '';
    const found = await relationOptions(uid, catalog);
    // The current choices are listed even when they are not in the first page.
    const chosen = (current[target] ?? []).filter(
      (option, index, all) =>
        !found.some((item) => item.documentId === option.documentId) &&
        all.findIndex((item) => item.documentId === option.documentId) === index,
    );
    options[target] = [...chosen, ...found];
  }
  return {
    fields,
    sections,
    addressBase: localizePath(`/${type.schema.pluralName}/`, locale),
    initialValues,
    existingMedia,
    relationOptions: options,
    submissionId: randomUUID(),
    maxUploadBytes,
  };
}
