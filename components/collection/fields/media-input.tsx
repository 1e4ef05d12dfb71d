'use client';

import Image from 'next/image';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { keepFieldName, listValues, type ExistingMedia } from '@/lib/collections/form-fields';
import { megabytes } from '@/lib/collections/rule-text';
import type { InputProps } from './input-props';
import { useFormContext } from './form-context';
import { accepts, isImageFile, nameParts, typeLabel } from './media-upload';
import { useUiText } from '@/components/ui/ui-text';

const ACCEPT: Record<string, string> = { images: 'image/*', videos: 'video/*', audios: 'audio/*' };

interface Chosen {
  file: File;
  /** An object URL for an image's thumbnail, revoked when the choice changes. */
  preview?: string;
}

/** A long name cut in its middle for the eye (its end and extension stay), read whole by screen readers. */
function FileName({ name }: { name: string }) {
  const [start, end] = nameParts(name);
  return (
    <span className="media-name" title={name}>
      <span className="media-name-start">{start}</span>
      {end && <span className="media-name-end">{end}</span>}
    </span>
  );
}

function Thumbnail({ url, name, mime, alt }: { url?: string; name: string; mime?: string | null; alt: string }) {
  if (url && isImageFile({ name, mime })) {
    return url.startsWith('blob:') ? (
      // eslint-disable-next-line @next/next/no-img-element -- a chosen file's object URL, which next/image cannot load
      <img className="media-thumb" src={url} alt={alt} />
    ) : (
      <Image className="media-thumb" src={url} alt={alt} width={96} height={64} />
    );
  }
  return (
    <span className="media-thumb media-type" aria-hidden="true">
      {typeLabel({ name, mime })}
    </span>
  );
}

/**
 * Files already attached, each with its thumbnail and a "Keep" checkbox (ticked unless the member unticked it before a
 * failed save), and a file input for new ones, which files can be dropped on. Chosen files show their thumbnails and
 * sizes and can be taken out again; on a single media field a new file replaces the attached one. `value` is the ids
 * kept, as posted under `{name}__keep`; when there is none yet, every attached file is kept. Without JavaScript, the
 * checkboxes and the file input do it all.
 */
export function MediaInput({ id, field, value, describedBy, invalid, existing }: InputProps & { existing: ExistingMedia[] }) {
  const t = useUiText('DocumentForm');
  const { uploading } = useFormContext();
  const input = useRef<HTMLInputElement>(null);
  const [kept, setKept] = useState(() => new Set(listValues(value ?? existing.map((media) => String(media.id)))));
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [dropping, setDropping] = useState(false);
  const single = field.kind === 'media';
  const allowedTypes = field.attribute.type === 'media' ? (field.attribute.allowedTypes ?? []) : [];
  const accept =
    allowedTypes
      .map((type) => ACCEPT[type] ?? '')
      .filter(Boolean)
      .join(',') || undefined;
  // A new file on a single media field takes the attached one's place.
  const replacing = single && chosen.length > 0;

  useEffect(() => () => chosen.forEach(({ preview }) => preview && URL.revokeObjectURL(preview)), [chosen]);

  /** What the input holds now, shown. */
  function showChosen() {
    const files = [...(input.current?.files ?? [])].filter((file) => file.size > 0 || file.name);
    setChosen(
      files.map((file) => ({ file, preview: isImageFile({ name: file.name, mime: file.type }) ? URL.createObjectURL(file) : undefined })),
    );
  }

  /** Puts `files` in the input, as if picked: the form hears the change (it keeps, checks and counts them). */
  function choose(files: File[]) {
    const target = input.current;
    if (!target || typeof DataTransfer !== 'function') return;
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    target.files = transfer.files;
    target.dispatchEvent(new Event('change', { bubbles: true }));
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDropping(false);
    const dropped = [...event.dataTransfer.files].filter((file) => accepts(accept, file));
    if (!dropped.length) return;
    choose(single ? dropped.slice(0, 1) : [...chosen.map(({ file }) => file), ...dropped]);
  }

  // Only ever shown after a file is chosen, in the browser: the page's language is there to read.
  const size = (bytes: number) => {
    const language = document.documentElement.lang || 'en';
    if (bytes >= 2 ** 20) return megabytes(bytes, language);
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024));
  };

  return (
    <div
      className={`media-input${dropping ? ' dropping' : ''}${chosen.length ? ' has-chosen' : ''}`}
      onDragOver={(event) => {
        if (![...event.dataTransfer.types].includes('Files')) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={drop}
    >
      {existing.length > 0 && (
        <ul className="media-files">
          {existing.map((media) => {
            const on = kept.has(String(media.id)) && !replacing;
            return (
              <li key={media.id} className={`media-file${on ? '' : ' removed'}`}>
                <Thumbnail url={media.url} name={media.name} mime={media.mime} alt={media.alt} />
                <label className="media-keep">
                  <input
                    type="checkbox"
                    name={keepFieldName(field)}
                    value={media.id}
                    aria-label={t('keep', { name: media.name })}
                    checked={on}
                    disabled={replacing}
                    onChange={(event) => {
                      const next = new Set(kept);
                      if (event.target.checked) next.add(String(media.id));
                      else next.delete(String(media.id));
                      setKept(next);
                    }}
                  />
                  {t('keepShort')}
                </label>
                <FileName name={media.name} />
                {replacing && <span className="hint">{t('replacedBy', { name: chosen[0]!.file.name })}</span>}
              </li>
            );
          })}
        </ul>
      )}
      {chosen.length > 0 && (
        <ul className="media-files" aria-label={t('chosenFiles')}>
          {chosen.map(({ file, preview }, index) => {
            const sending = uploading && uploading.field === field.name && uploading.name === file.name ? uploading : null;
            return (
              <li key={`${file.name}-${index}`} className="media-file chosen">
                <Thumbnail url={preview} name={file.name} mime={file.type} alt="" />
                <span className="media-about">
                  <FileName name={file.name} />
                  <span className="hint">{size(file.size)}</span>
                  {sending && (
                    <span className="media-progress">
                      <progress max={1} value={sending.share} aria-label={t('uploadingFile', { name: file.name })} />
                      <span className="hint">{t('uploadedShare', { percent: Math.round(sending.share * 100) })}</span>
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  className="button quiet"
                  aria-label={t('removeChosen', { name: file.name })}
                  onClick={() => choose(chosen.filter((_, other) => other !== index).map(({ file: kept }) => kept))}
                >
                  {t('remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="media-drop">
        <input
          ref={input}
          id={id}
          name={field.name}
          type="file"
          multiple={!single}
          accept={accept}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={showChosen}
        />
        <span className="hint" aria-hidden="true">
          {t(single ? (existing.length ? 'dropToReplace' : 'dropFile') : 'dropFiles')}
        </span>
      </div>
    </div>
  );
}
