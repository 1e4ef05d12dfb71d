import Image from 'next/image';
import { keepFieldName, listValues, type ExistingMedia } from '@/lib/collections/form-fields';
import type { InputProps } from './input-props';
import { useUiText } from '@/components/ui/ui-text';

const ACCEPT: Record<string, string> = { images: 'image/*', videos: 'video/*', audios: 'audio/*' };

/**
 * Files already attached, each with a "Keep" checkbox (ticked unless the user unticked it before a
 * failed save), and a file input for new ones. `value` is the ids kept, as posted under
 * `{name}__keep`; when there is none yet, every attached file is kept.
 */
export function MediaInput({ id, field, value, describedBy, invalid, existing }: InputProps & { existing: ExistingMedia[] }) {
  const t = useUiText('DocumentForm');
  const kept = new Set(listValues(value ?? existing.map((media) => String(media.id))));
  const allowedTypes = field.attribute.type === 'media' ? (field.attribute.allowedTypes ?? []) : [];
  const accept = allowedTypes
    .map((type) => ACCEPT[type] ?? '')
    .filter(Boolean)
    .join(',');
  return (
    <div className="media-input">
      {existing.map((media) => (
        <label key={media.id} className="media-keep">
          <input type="checkbox" name={keepFieldName(field)} value={media.id} defaultChecked={kept.has(String(media.id))} />
          <Image src={media.url} alt={media.alt} width={96} height={54} />
          <span>{t('keep', { name: media.name })}</span>
        </label>
      ))}
      <input
        id={id}
        name={field.name}
        type="file"
        multiple={field.kind === 'medias'}
        accept={accept || undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      />
    </div>
  );
}
