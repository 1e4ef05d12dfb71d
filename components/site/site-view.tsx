import type { ComponentType, ReactNode } from 'react';
import { PAGE_ERROR_ATTRIBUTE } from '@/server/shared/contract.mjs';

const CLIENT_REFERENCE = Symbol.for('react.client.reference');

const isClientView = (view: unknown) => (view as { $$typeof?: symbol }).$$typeof === CLIENT_REFERENCE;
const isThenable = (value: unknown): value is PromiseLike<ReactNode> => typeof (value as { then?: unknown } | null)?.then === 'function';

/** A site's view in place of the generic one; a server view is called here, so that what it throws is caught. */
export function SiteView<Props extends { generic: ReactNode }>({
  view,
  props,
  what,
}: {
  view: ComponentType<Props>;
  props: Props;
  what: string;
}): ReactNode {
  if (isClientView(view)) {
    const View = view;
    const serializable = Object.fromEntries(Object.entries(props).filter(([, value]) => typeof value !== 'function')) as Props;
    return <View {...serializable} />;
  }
  return callView(view as (props: Props) => ReactNode | Promise<ReactNode>, props, (error) => viewFailed(what, error, props.generic));
}

/** The generic rendering, logged, with the page's error mark: the page server does not store a page with a failed view. */
export function viewFailed(what: string, error: unknown, generic: ReactNode): ReactNode {
  const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
  console.error(`[portico] the site's view for ${what} failed, the generic view stands in: ${reason}`);
  return (
    <>
      {generic}
      <span hidden {...{ [PAGE_ERROR_ATTRIBUTE]: 'view' }} />
    </>
  );
}

/** What the view throws, at once or from its promise, goes to `failed`, whose answer stands in. */
export function callView<Props>(
  view: (props: Props) => ReactNode | Promise<ReactNode>,
  props: Props,
  failed: (error: unknown) => ReactNode,
): ReactNode {
  try {
    const rendered = view(props);
    return isThenable(rendered) ? (Promise.resolve(rendered).catch(failed) as unknown as ReactNode) : rendered;
  } catch (error) {
    return failed(error);
  }
}
