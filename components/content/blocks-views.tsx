import { Fragment, type ReactNode } from 'react';
import type {
  BlocksInline,
  BlocksList,
  BlocksModifier,
  BlocksNode,
  BlocksNodeOfType,
  BlocksNodeType,
  BlocksNodeView,
  BlocksNodeViews,
  BlocksParagraph,
  BlocksText,
} from '@/components/site/site-api';
import { callView, viewFailed } from '@/components/site/site-view';

/**
 * Strapi's rich text ("blocks") rendered on the server, with views a site may put in place of the
 * generic rendering of one node type. It renders only what BlocksContent's sanitiser made: every
 * string in the tree is text (React escapes it), and link and image addresses have been checked.
 */

// Applied innermost first, so the output nests as Strapi's own renderer did.
const MODIFIER_TAGS: [BlocksModifier, 'code' | 'strong' | 'em' | 'u' | 's'][] = [
  ['code', 'code'],
  ['bold', 'strong'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['strikethrough', 's'],
];

function withLineBreaks(text: string): ReactNode {
  return text.split(/\r?\n|\r/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {part}
    </Fragment>
  ));
}

function renderText(node: BlocksText): ReactNode {
  return MODIFIER_TAGS.reduce<ReactNode>(
    (inner, [modifier, Tag]) => (node[modifier] ? <Tag>{inner}</Tag> : inner),
    withLineBreaks(node.text),
  );
}

function plainText(nodes: BlocksInline[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : plainText(node.children))).join('');
}

const isEmptyParagraph = ({ children }: BlocksParagraph) =>
  children.length === 1 && children[0]!.type === 'text' && children[0]!.text === '';

const DEFAULTS: { [T in BlocksNodeType]: (node: BlocksNodeOfType[T], children: ReactNode) => ReactNode } = {
  paragraph: (node, children) => (isEmptyParagraph(node) ? <br /> : <p>{children}</p>),
  heading: ({ level }, children) => {
    const Tag = `h${level}` as const;
    return <Tag>{children}</Tag>;
  },
  list: ({ format }, children) => (format === 'ordered' ? <ol>{children}</ol> : <ul>{children}</ul>),
  'list-item': (_node, children) => <li>{children}</li>,
  quote: (_node, children) => <blockquote>{children}</blockquote>,
  code: ({ language }, children) => (
    <pre>
      <code className={language ? `language-${language}` : undefined}>{children}</code>
    </pre>
  ),
  // eslint-disable-next-line @next/next/no-img-element -- block images come with arbitrary sizes
  image: ({ image }) => <img src={image.url} alt={image.alternativeText ?? ''} loading="lazy" />,
  link: ({ url }, children) => (
    <a href={url} rel={/^https?:/i.test(url) ? 'noopener noreferrer nofollow' : undefined}>
      {children}
    </a>
  ),
};

/** The site's view of one node when it has one, else (or when the view fails) the generic rendering. */
function renderNode<T extends BlocksNodeType>(type: T, node: BlocksNodeOfType[T], children: ReactNode, views: BlocksNodeViews): ReactNode {
  const renderDefault = () => DEFAULTS[type](node, children);
  const view = views[type] as BlocksNodeView<T> | undefined;
  if (!view) return renderDefault();
  return callView(view, { node, children, renderDefault }, (error) => viewFailed(`"${type}" Blocks nodes`, error, renderDefault()));
}

function renderInline(nodes: (BlocksInline | BlocksList)[], views: BlocksNodeViews): ReactNode {
  return nodes.map((node, index) => {
    let shown: ReactNode;
    if (node.type === 'text') shown = renderText(node);
    else if (node.type === 'link') shown = renderNode('link', node, renderInline(node.children, views), views);
    else shown = renderBlock(node, views);
    return <Fragment key={index}>{shown}</Fragment>;
  });
}

function renderBlock(node: BlocksNode, views: BlocksNodeViews): ReactNode {
  switch (node.type) {
    case 'paragraph':
    case 'quote':
      return renderNode(node.type, node, renderInline(node.children, views), views);
    case 'heading':
      return renderNode('heading', node, renderInline(node.children, views), views);
    case 'code':
      return renderNode('code', node, plainText(node.children), views);
    case 'image':
      return renderNode('image', node, null, views);
    case 'list': {
      const items = node.children.map((item, index) => (
        <Fragment key={index}>{renderNode('list-item', item, renderInline(item.children, views), views)}</Fragment>
      ));
      return renderNode('list', node, items, views);
    }
  }
}

export function renderBlocks(nodes: BlocksNode[], views: BlocksNodeViews = {}): ReactNode {
  return nodes.map((node, index) => <Fragment key={index}>{renderBlock(node, views)}</Fragment>);
}
