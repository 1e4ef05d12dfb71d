/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { RefreshOnStrapiUpdate } from './refresh-on-strapi-update';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const adminOrigin = 'https://cms.example.com';
const post = (data: unknown, origin: string) => act(() => window.dispatchEvent(new MessageEvent('message', { data, origin })));

describe('RefreshOnStrapiUpdate', () => {
  beforeEach(() => refresh.mockClear());

  it("renders the page again when Strapi's admin posts strapiUpdate", () => {
    render(<RefreshOnStrapiUpdate adminOrigin={adminOrigin} />);
    post({ type: 'strapiUpdate' }, adminOrigin);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('ignores the same message from any other origin, and other messages from the admin', () => {
    render(<RefreshOnStrapiUpdate adminOrigin={adminOrigin} />);
    post({ type: 'strapiUpdate' }, 'https://evil.example');
    post({ type: 'strapiUpdate' }, 'https://cms.example.com.evil.example');
    post({ type: 'strapiScript', payload: { script: 'alert(1)' } }, adminOrigin);
    post('strapiUpdate', adminOrigin);
    post(null, adminOrigin);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('stops listening once the preview is gone', () => {
    const { unmount } = render(<RefreshOnStrapiUpdate adminOrigin={adminOrigin} />);
    unmount();
    post({ type: 'strapiUpdate' }, adminOrigin);
    expect(refresh).not.toHaveBeenCalled();
  });
});
