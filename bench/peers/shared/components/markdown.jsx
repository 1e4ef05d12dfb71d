import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** Markdown from Strapi, GitHub flavour. Raw HTML is skipped because the text comes from authors; react-markdown drops unsafe link addresses. */
export function MarkdownContent({ source }) {
  return (
    <div>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml>
        {source}
      </Markdown>
    </div>
  );
}
