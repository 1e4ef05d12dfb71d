import { Editor, Element, Node, Path, Range, Text, Transforms, type BaseEditor, type Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type { Blocks, BlockNode } from '@/lib/collections/blocks-text';
import { safeUrl } from '@/lib/content/safe-url';
import type { EditorImage } from './image-picking';

/**
 * Slate's value is Strapi's Blocks JSON itself (its admin edits it with Slate too), so nothing is translated: unknown
 * keys stay on their nodes, and a value nobody changed is never rewritten.
 */
export type BlocksElement = { type: string; children: Descendant[]; [key: string]: unknown };
export type BlocksText = { text: string; type?: 'text'; [key: string]: unknown };

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: BlocksElement;
    Text: BlocksText;
  }
}

export const MARKS = ['bold', 'italic', 'underline', 'strikethrough', 'code'] as const;
export type Mark = (typeof MARKS)[number];
export type TextStyle = 'paragraph' | 1 | 2 | 3 | 4 | 5 | 6;

export const EMPTY: Blocks = [{ type: 'paragraph', children: [{ type: 'text', text: '' }] }];

/** Strapi's JSON for the editor's value: text nodes Slate made while editing get their `type: 'text'`. */
export function toBlocks(value: Descendant[]): Blocks {
  const node = (item: Descendant): BlockNode => {
    if (Text.isText(item)) return (item.type === 'text' ? item : { type: 'text', ...item }) as BlockNode;
    return { ...item, children: item.children.map(node) } as BlockNode;
  };
  return value.map(node);
}

/** Configures an editor for Blocks: links are inline, images are void, markdown shortcuts. */
export function withBlocks<T extends Editor>(editor: T): T {
  const { isInline, isVoid, insertText, insertBreak } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || isVoid(element);
  editor.insertText = (text) => {
    if (text === ' ' && applyShortcut(editor)) return;
    insertText(text);
  };
  editor.insertBreak = () => {
    // Enter on an empty list item leaves the list; in a heading it starts a paragraph.
    const entry = currentBlock(editor);
    if (entry && entry[0].type === 'list-item' && Node.string(entry[0]) === '') {
      outdentOrLeaveList(editor);
      return;
    }
    insertBreak();
    const after = currentBlock(editor);
    if (after && after[0].type === 'heading' && Node.string(after[0]) === '')
      Transforms.setNodes(editor, { type: 'paragraph', level: undefined });
  };
  return editor;
}

const isBlock = (editor: Editor) => (node: Node) => Element.isElement(node) && Editor.isBlock(editor, node) && node.type !== 'list';

/** The lowest block around the selection (a paragraph, heading, list item, quote, code or image). */
export function currentBlock(editor: Editor): [BlocksElement, Path] | undefined {
  if (!editor.selection) return undefined;
  const [entry] = Editor.nodes(editor, { match: isBlock(editor), mode: 'lowest' });
  return entry as [BlocksElement, Path] | undefined;
}

export function isMarkActive(editor: Editor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: Mark) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

export function textStyle(editor: Editor): TextStyle | undefined {
  const block = currentBlock(editor)?.[0];
  if (!block) return 'paragraph';
  if (block.type === 'paragraph') return 'paragraph';
  if (block.type === 'heading') return Math.min(6, Math.max(1, Number(block.level) || 1)) as TextStyle;
  return undefined;
}

/** The kind of block around the selection, for the toolbar's pressed buttons. */
export function blockKind(editor: Editor): string {
  const entry = currentBlock(editor);
  if (!entry) return 'paragraph';
  if (entry[0].type === 'list-item') {
    const parent = Node.parent(editor, entry[1]) as BlocksElement;
    return parent.format === 'ordered' ? 'list-ordered' : 'list-unordered';
  }
  return entry[0].type;
}

function leaveLists(editor: Editor) {
  Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && node.type === 'list', split: true, mode: 'all' });
}

/** Paragraph or a heading level, for the blocks selected (lists, quotes and code become that). */
export function setTextStyle(editor: Editor, style: TextStyle) {
  Editor.withoutNormalizing(editor, () => {
    leaveLists(editor);
    Transforms.setNodes(
      editor,
      style === 'paragraph' ? { type: 'paragraph', level: undefined, format: undefined } : { type: 'heading', level: style },
      { match: isBlock(editor) },
    );
  });
}

/** A quote or a code block, or back to a paragraph when the selection is one already. */
export function toggleBlock(editor: Editor, type: 'quote' | 'code') {
  const active = blockKind(editor) === type;
  Editor.withoutNormalizing(editor, () => {
    leaveLists(editor);
    Transforms.setNodes(editor, { type: active ? 'paragraph' : type, level: undefined }, { match: isBlock(editor) });
  });
}

/** A bulleted or numbered list of the blocks selected; pressed again, back to paragraphs. */
export function toggleList(editor: Editor, format: 'ordered' | 'unordered') {
  const kind = blockKind(editor);
  const active = kind === `list-${format}`;
  Editor.withoutNormalizing(editor, () => {
    if (kind.startsWith('list-')) {
      if (active) {
        leaveLists(editor);
        Transforms.setNodes(editor, { type: 'paragraph' }, { match: isBlock(editor) });
      } else Transforms.setNodes(editor, { format }, { match: (node) => Element.isElement(node) && node.type === 'list', mode: 'lowest' });
      return;
    }
    Transforms.setNodes(editor, { type: 'list-item', level: undefined }, { match: isBlock(editor) });
    Transforms.wrapNodes(
      editor,
      { type: 'list', format, children: [] },
      { match: (node) => Element.isElement(node) && node.type === 'list-item' },
    );
  });
}

function listItemEntry(editor: Editor): [BlocksElement, Path] | undefined {
  const entry = currentBlock(editor);
  return entry && entry[0].type === 'list-item' ? entry : undefined;
}

/** Tab in a list item: it moves one level deeper, into a list of its own after the item before (Strapi's model). */
export function indentListItem(editor: Editor): boolean {
  const entry = listItemEntry(editor);
  if (!entry) return false;
  const [, path] = entry;
  if (path[path.length - 1] === 0) return true; // The first item has nothing to nest under.
  const parent = Node.parent(editor, path) as BlocksElement;
  const level = (Number(parent.indentLevel) || 0) + 1;
  Editor.withoutNormalizing(editor, () => {
    const previous = Node.get(editor, Path.previous(path)) as BlocksElement;
    if (Element.isElement(previous) && previous.type === 'list') {
      Transforms.moveNodes(editor, { at: path, to: [...Path.previous(path), previous.children.length] });
    } else {
      Transforms.wrapNodes(editor, { type: 'list', format: parent.format, indentLevel: level, children: [] }, { at: path });
    }
  });
  return true;
}

/** Shift+Tab (or Enter on an empty item): one level up, or out of the list at the top. */
export function outdentOrLeaveList(editor: Editor): boolean {
  const entry = listItemEntry(editor);
  if (!entry) return false;
  const [, path] = entry;
  const grandparent = path.length > 2 ? (Node.get(editor, Path.parent(Path.parent(path))) as BlocksElement) : undefined;
  Editor.withoutNormalizing(editor, () => {
    if (grandparent?.type === 'list') Transforms.liftNodes(editor, { at: path });
    else {
      Transforms.liftNodes(editor, { at: path });
      Transforms.setNodes(editor, { type: 'paragraph' }, { at: editor.selection ? currentBlock(editor)![1] : path });
    }
  });
  return true;
}

export function activeLink(editor: Editor): [BlocksElement, Path] | undefined {
  const [entry] = Editor.nodes(editor, { match: (node) => Element.isElement(node) && node.type === 'link' });
  return entry as [BlocksElement, Path] | undefined;
}

/** Links the selected text (or inserts the address, linked) when the address follows the URL rules; says whether it did. */
export function setLink(editor: Editor, address: string): boolean {
  const url = safeUrl(address);
  if (!url) return false;
  const link = activeLink(editor);
  if (link) {
    Transforms.setNodes(editor, { url }, { at: link[1] });
    return true;
  }
  if (!editor.selection || Range.isCollapsed(editor.selection)) {
    Transforms.insertNodes(editor, { type: 'link', url, children: [{ type: 'text', text: url }] });
  } else {
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
  }
  return true;
}

export function removeLink(editor: Editor) {
  Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && node.type === 'link' });
}

/** One of the member's own files, carried whole: Strapi's Blocks validation wants the hash, mime, size… as its admin writes them. */
export function insertImage(editor: Editor, image: Pick<EditorImage, 'file' | 'name' | 'url' | 'alternativeText'>) {
  const node: BlocksElement = {
    type: 'image',
    image: {
      ...image.file,
      name: image.name,
      url: image.url,
      alternativeText: image.alternativeText || null,
      caption: image.file.caption ?? null,
    },
    children: [{ type: 'text', text: '' }],
  };
  const entry = currentBlock(editor);
  const at = entry ? Path.next(entry[1].slice(0, 1)) : [editor.children.length];
  Transforms.insertNodes(editor, node, { at });
}

const SHORTCUTS: Record<string, (editor: Editor) => void> = {
  '#': (editor) => setTextStyle(editor, 1),
  '##': (editor) => setTextStyle(editor, 2),
  '###': (editor) => setTextStyle(editor, 3),
  '####': (editor) => setTextStyle(editor, 4),
  '#####': (editor) => setTextStyle(editor, 5),
  '######': (editor) => setTextStyle(editor, 6),
  '-': (editor) => toggleList(editor, 'unordered'),
  '*': (editor) => toggleList(editor, 'unordered'),
  '1.': (editor) => toggleList(editor, 'ordered'),
  '>': (editor) => toggleBlock(editor, 'quote'),
};

/** "# " to "###### ", "- ", "1. " and "> " typed at the start of a paragraph make it that block. */
function applyShortcut(editor: Editor): boolean {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return false;
  const entry = currentBlock(editor);
  if (!entry || entry[0].type !== 'paragraph') return false;
  const start = Editor.start(editor, entry[1]);
  const before = Editor.string(editor, { anchor: start, focus: selection.anchor });
  const shortcut = SHORTCUTS[before];
  if (!shortcut) return false;
  Transforms.delete(editor, { at: { anchor: start, focus: selection.anchor } });
  shortcut(editor);
  return true;
}
