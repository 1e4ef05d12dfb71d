/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { CHANGES_URL, PreviewRefresh } from './preview-refresh';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

/** jsdom has no EventSource: a stand-in that records what the component opened. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
}

const adminOrigin = 'https://cms.example.com';
const post = (data: unknown, origin: string) => act(() => window.dispatchEvent(new MessageEvent('message', { data, origin })));

describe('PreviewRefresh', () => {
  beforeEach(() => {
    refresh.mockClear();
    FakeEventSource.opened = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });

  it("renders the page again when Strapi's admin posts strapiUpdate", () => {
    render(<PreviewRefresh adminOrigin={adminOrigin} />);
    post({ type: 'strapiUpdate' }, adminOrigin);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('ignores the same message from any other origin, and other messages from the admin', () => {
    render(<PreviewRefresh adminOrigin={adminOrigin} />);
    post({ type: 'strapiUpdate' }, 'https://evil.example');
    post({ type: 'strapiUpdate' }, 'https://cms.example.com.evil.example');
    post({ type: 'strapiScript', payload: { script: 'alert(1)' } }, adminOrigin);
    post('strapiUpdate', adminOrigin);
    post(null, adminOrigin);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("renders the page again on each change the app's feed reports", () => {
    render(<PreviewRefresh adminOrigin={adminOrigin} />);
    const [feed] = FakeEventSource.opened;
    expect(feed?.url).toBe(CHANGES_URL);
    act(() => {
      feed!.dispatchEvent(new Event('change'));
      feed!.dispatchEvent(new Event('change'));
    });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('stops listening once the preview is gone', () => {
    const { unmount } = render(<PreviewRefresh adminOrigin={adminOrigin} />);
    unmount();
    post({ type: 'strapiUpdate' }, adminOrigin);
    expect(refresh).not.toHaveBeenCalled();
    expect(FakeEventSource.opened.every((feed) => feed.closed)).toBe(true);
  });
});
