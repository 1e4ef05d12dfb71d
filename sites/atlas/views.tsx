import { defineViews, type ComponentViewProps } from '@/components/site/views';

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
 * A highlight's view that fails for one named "Broken view": the second model's proof that a view
 * that throws leaves the generic view in its place, and the page unstored.
 */
function Highlight({ value, generic }: ComponentViewProps) {
  if (value.label === 'Broken view') throw new Error('this highlight view refuses "Broken view"');
  return <div className="travel-highlight">{generic}</div>;
}

export default defineViews({ components: { 'travel.tip': Tip, 'travel.highlight': Highlight } });
