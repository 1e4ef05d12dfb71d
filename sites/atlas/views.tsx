import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { defineViews, type BlocksNodeView, type ComponentViewProps } from '@/components/site/site-api';
import { CopyCode } from './copy-code';

/** A travel tip, wherever a guide holds one: an aside with its topic, not a list of fields. */
function Tip({ value, field }: ComponentViewProps) {
  return (
    <aside className="travel-tip">
      {field('topic')}
      <p>{String(value.advice ?? '')}</p>
    </aside>
  );
}

/**
 * A guide's stop, wrapped; it fails for one labelled "Broken view": the second model's proof that a
 * view that throws leaves the generic view in its place, and the page unstored.
 */
function Stop({ value, generic }: ComponentViewProps) {
  if (value.label === 'Broken view') throw new Error('this stop view refuses "Broken view"');
  return <div className="travel-stop">{generic}</div>;
}

/** A code block with a button that copies it: a client view, whose script only pages with code fetch. */
function CodeBlock({ text, children }: { text: string; children: ReactNode }) {
  const t = useTranslations('Site');
  return (
    <div className="code-block">
      {children}
      <CopyCode text={text} label={t('copy')} done={t('copied')} />
    </div>
  );
}

const Code: BlocksNodeView<'code'> = ({ children, renderDefault }) => <CodeBlock text={String(children)}>{renderDefault()}</CodeBlock>;

export default defineViews({ components: { 'travel.tip': Tip, 'travel.stop': Stop }, blocks: { code: Code } });
