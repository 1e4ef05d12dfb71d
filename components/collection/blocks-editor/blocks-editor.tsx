'use client';

import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { createEditor, Node, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, useSlateStatic, withReact, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { resolveBlocks } from '@/lib/collections/blocks-text';
import { safeImageUrl, safeUrl } from '@/lib/content/safe-url';
import { EMPTY, indentListItem, outdentOrLeaveList, toBlocks, toggleMark, withBlocks, type BlocksElement } from './commands';
import { Toolbar } from './toolbar';
import type { EditorImage, ImagePicking } from './image-picking';
import { useUiText } from '@/components/ui/ui-text';

interface BlocksEditorProps {
  id: string;
  /** The id of the field's label: the editable area's accessible name. */
  labelId: string;
  /** The stored Blocks JSON ('' for none). */
  stored: string;
  /** The textarea's text at the moment the editor takes over (typed before hydration, or as rendered). */
  text: () => string | undefined;
  describedBy?: string;
  invalid: boolean;
  picking: ImagePicking;
  onReady: () => void;
  /** The JSON to post: the stored string itself until something is changed. */
  onChange: (json: string) => void;
  shown: boolean;
}

const HOTKEYS: Record<string, 'bold' | 'italic' | 'underline'> = { b: 'bold', i: 'italic', u: 'underline' };

/**
 * Slate's change renders in a task of its own, and a key that moves the selection natively (Shift+Arrow, End) pressed
 * in between is lost: that render puts back the selection Slate had. Rendered at once, nothing is pending.
 */
function renderedAtOnce<T extends ReactEditor>(editor: T): T {
  const { onChange } = editor;
  editor.onChange = (options) => flushSync(() => onChange(options));
  return editor;
}

/** Starts from what the textarea held, read as the server would; posts the stored JSON untouched until a change. */
export default function BlocksEditor({
  id,
  labelId,
  stored,
  text,
  describedBy,
  invalid,
  picking,
  onReady,
  onChange,
  shown,
}: BlocksEditorProps) {
  const editor = useMemo(() => renderedAtOnce(withBlocks(withHistory(withReact(createEditor())))), []);
  const [initial] = useState(() => resolveBlocks(text(), stored || undefined) ?? []);
  const startJson = useRef<string>('');
  const readyRef = useRef(onReady);
  const changeRef = useRef(onChange);

  useEffect(() => {
    // The value the editor opens with, as the server would have read the textarea: the stored
    // string itself when that is what it was (resolveBlocks kept it), else the conversion.
    const json = initial.length ? JSON.stringify(initial) : '';
    let storedParsed: unknown = null;
    try {
      storedParsed = stored ? JSON.parse(stored) : null;
    } catch {
      storedParsed = null;
    }
    startJson.current = storedParsed && JSON.stringify(storedParsed) === json ? stored : json;
    changeRef.current(startJson.current);
    readyRef.current();
  }, [initial, stored]);

  // The images whose previews the editor can show: the entry's, and those listed or uploaded since.
  const [images, setImages] = useState<EditorImage[]>(picking.images);
  const addKnown = (more: EditorImage[]) =>
    setImages((current) => [...current, ...more.filter((image) => !current.some((known) => known.id === image.id))]);
  const t = useUiText('BlocksEditor');
  const renderElement = (props: RenderElementProps) => <BlockElement {...props} images={images} imageWord={t('image')} />;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const mark = (event.ctrlKey || event.metaKey) && !event.altKey ? HOTKEYS[event.key.toLowerCase()] : undefined;
    if (mark) {
      event.preventDefault();
      toggleMark(editor, mark);
      return;
    }
    if (event.key === 'Tab' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Inside a list, Tab nests the item and Shift+Tab takes it back; elsewhere Tab leaves the editor as usual.
      const handled = event.shiftKey ? outdentOrLeaveList(editor) : indentListItem(editor);
      if (handled) event.preventDefault();
    }
  }

  return (
    <div className="blocks-editor" hidden={!shown}>
      <Slate
        editor={editor}
        initialValue={(initial.length ? initial : EMPTY) as Descendant[]}
        onChange={(value) => {
          if (!editor.operations.some((operation) => operation.type !== 'set_selection')) return;
          const blocks = toBlocks(value);
          const empty = blocks.length === 1 && blocks[0]!.type === 'paragraph' && Node.string(value[0]!) === '';
          changeRef.current(empty ? '' : JSON.stringify(blocks));
        }}
      >
        <Toolbar picking={picking} fieldId={id} onKnown={addKnown} />
        <Editable
          id={id}
          className="blocks-editable prose"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          renderElement={renderElement}
          renderLeaf={Leaf}
          onKeyDown={onKeyDown}
          spellCheck
        />
      </Slate>
    </div>
  );
}

function BlockElement({
  attributes,
  children,
  element,
  images,
  imageWord,
}: RenderElementProps & { images: EditorImage[]; imageWord: string }) {
  const editor = useSlateStatic();
  const node = element as BlocksElement;
  switch (node.type) {
    case 'heading':
      // Styled as headings, not page headings: the form's outline stays the page's.
      return (
        <p {...attributes} className={`blocks-heading blocks-heading-${Math.min(6, Math.max(1, Number(node.level) || 1))}`}>
          {children}
        </p>
      );
    case 'quote':
      return <blockquote {...attributes}>{children}</blockquote>;
    case 'code':
      return (
        <pre {...attributes}>
          <code>{children}</code>
        </pre>
      );
    case 'list': {
      const Tag = node.format === 'ordered' ? 'ol' : 'ul';
      const path = ReactEditor.findPath(editor, node);
      const nested = path.length > 1 && (Node.parent(editor, path) as BlocksElement).type === 'list';
      // A nested list sits in Strapi's model beside the items; in HTML it goes inside an item.
      if (nested)
        return (
          <li {...attributes} className="blocks-nested">
            <Tag>{children}</Tag>
          </li>
        );
      return <Tag {...attributes}>{children}</Tag>;
    }
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link': {
      const href = safeUrl(node.url);
      return (
        <a {...attributes} href={href} onClick={(event) => event.preventDefault()}>
          {children}
        </a>
      );
    }
    case 'image': {
      const image = (node.image ?? {}) as { url?: string; alternativeText?: string | null };
      const preview = images.find((candidate) => candidate.url === image.url)?.previewUrl ?? safeImageUrl(image.url);
      return (
        <div {...attributes} className="blocks-image">
          <div contentEditable={false}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a preview inside the editor, at its stored address */}
            {preview ? <img src={preview} alt={image.alternativeText ?? ''} /> : <span>{image.alternativeText ?? imageWord}</span>}
          </div>
          {children}
        </div>
      );
    }
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function Leaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.strikethrough) content = <s>{content}</s>;
  return <span {...attributes}>{content}</span>;
}
