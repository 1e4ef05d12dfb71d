import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import {
  defineViews,
  type BlocksNodeView,
  type ComponentViewProps,
  type FrameViewProps,
  type HomeViewProps,
  type ListViewProps,
} from '@/components/site/site-api';
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

/** The frame, the site's way: a line under Portico's header, and the footer in a band with the site's promise. */
async function Header({ generic }: FrameViewProps) {
  const t = await getTranslations('Site');
  return (
    <>
      {generic}
      <p className="atlas-strip">{t('strip')}</p>
    </>
  );
}

async function Footer({ generic, siteName }: FrameViewProps) {
  const t = await getTranslations('Site');
  return (
    <div className="atlas-footer">
      <p className="atlas-promise">{t('promise', { site: siteName })}</p>
      {generic}
    </div>
  );
}

/** The places list: its search and filters beside the cards on a wide screen, above them on a phone. */
function PlacesList({ parts }: ListViewProps) {
  return (
    <>
      {parts.heading}
      {parts.lead}
      <div className="atlas-list">
        <aside className="atlas-list-filters">{parts.controls}</aside>
        <div className="atlas-list-results">
          {parts.count}
          {parts.entries}
          {parts.pagination}
        </div>
      </div>
    </>
  );
}

/** The home page, the site's way: the place it chose, then a word on where to go next. */
async function Home({ generic }: HomeViewProps) {
  const t = await getTranslations('Site');
  return (
    <>
      {generic}
      <p className="atlas-next">{t('next')}</p>
    </>
  );
}

export default defineViews({
  home: Home,
  frame: { header: Header, footer: Footer },
  types: { 'api::place.place': { list: PlacesList } },
  components: { 'travel.tip': Tip, 'travel.stop': Stop },
  blocks: { code: Code },
});
