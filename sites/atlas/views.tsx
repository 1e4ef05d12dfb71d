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
 * A guide's stop, wrapped; it fails for one labelled "Broken view": the second model's proof that a
 * view that throws leaves the generic view in its place, and the page unstored.
 */
function Stop({ value, generic }: ComponentViewProps) {
  if (value.label === 'Broken view') throw new Error('this stop view refuses "Broken view"');
  return <div className="travel-stop">{generic}</div>;
}

export default defineViews({ components: { 'travel.tip': Tip, 'travel.stop': Stop } });
