import { strapiMediaUrl } from './media';

/** Strapi 5 rich text ("blocks"), rendered as plain elements (a JSON tree, so no HTML can slip in). */
function Inline({ nodes = [] }) {
  return nodes.map((node, index) => {
    if (node.type === 'link') {
      // Only web and mail links: the URL is author input.
      const safe = /^(https?:|mailto:|\/)/.test(node.url) ? node.url : undefined;
      return safe ? (
        <a key={index} href={safe}>
          <Inline nodes={node.children} />
        </a>
      ) : (
        <Inline key={index} nodes={node.children} />
      );
    }
    if (node.type === 'list-item')
      return (
        <li key={index}>
          <Inline nodes={node.children} />
        </li>
      );
    let content = node.text;
    if (node.code) content = <code>{content}</code>;
    if (node.bold) content = <strong>{content}</strong>;
    if (node.italic) content = <em>{content}</em>;
    if (node.underline) content = <u>{content}</u>;
    if (node.strikethrough) content = <s>{content}</s>;
    return <span key={index}>{content}</span>;
  });
}

function Block({ block }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <Inline nodes={block.children} />
        </p>
      );
    case 'heading': {
      const Tag = `h${Math.min(6, Math.max(2, block.level || 2))}`;
      return (
        <Tag>
          <Inline nodes={block.children} />
        </Tag>
      );
    }
    case 'list': {
      const List = block.format === 'ordered' ? 'ol' : 'ul';
      return (
        <List>
          {block.children.map((child, index) =>
            child.type === 'list' ? (
              <li key={index}>
                <Block block={child} />
              </li>
            ) : (
              <Block key={index} block={child} />
            ),
          )}
        </List>
      );
    }
    case 'list-item':
      return (
        <li>
          <Inline nodes={block.children} />
        </li>
      );
    case 'quote':
      return (
        <blockquote>
          <Inline nodes={block.children} />
        </blockquote>
      );
    case 'code':
      return (
        <pre>
          <code>{block.children.map((child) => child.text ?? '').join('')}</code>
        </pre>
      );
    case 'image':
      // eslint-disable-next-line @next/next/no-img-element -- block images come with arbitrary sizes
      return <img src={strapiMediaUrl(block.image.url)} alt={block.image.alternativeText ?? ''} loading="lazy" />;
    default:
      return null;
  }
}

export function BlocksContent({ blocks }) {
  if (!Array.isArray(blocks)) return null;
  return (
    <div>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
