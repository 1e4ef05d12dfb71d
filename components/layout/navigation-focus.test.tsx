/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { NavigationFocus } from './navigation-focus';

// The address, as Next's router would give it: the test changes it to play a navigation.
let pathname = '/articles';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

/**
 * Where focus goes after a client-side navigation (the browser's side is in the accessibility end-to-end spec;
 * this covers what a browser test cannot: React's StrictMode, which runs effects twice in development).
 */
describe('NavigationFocus', () => {
  function page() {
    document.body.innerHTML =
      '<header><a href="/categories">Categories</a></header><main id="main" tabindex="-1"></main><div id="marks"></div>';
    const view = render(
      <StrictMode>
        <NavigationFocus target="main" />
      </StrictMode>,
      { container: document.getElementById('marks')! },
    );
    return {
      navigate(to: string) {
        pathname = to;
        view.rerender(
          <StrictMode>
            <NavigationFocus target="main" />
          </StrictMode>,
        );
      },
    };
  }

  beforeEach(() => {
    pathname = '/articles';
  });

  it('closes a header menu the member navigated from, and moves focus from it to the new page', () => {
    const { navigate } = page();
    const menu = document.createElement('details');
    menu.open = true;
    menu.innerHTML = '<summary>ada</summary><a href="/account">Your account</a>';
    document.querySelector('header')!.append(menu);
    menu.querySelector('a')!.focus();
    navigate('/account');
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('leaves focus alone on the first render, StrictMode’s second run of the effect included', () => {
    page();
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the start of the new page when the control that had it left with the old one', () => {
    const { navigate } = page();
    const link = document.createElement('a');
    link.href = '/articles/1';
    document.getElementById('main')!.append(link);
    link.focus();
    link.remove();
    navigate('/articles/1');
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('leaves focus on a control still on the page, and does nothing when the address is the same', () => {
    const { navigate } = page();
    const header = document.querySelector<HTMLAnchorElement>('header a')!;
    header.focus();
    navigate('/categories');
    expect(document.activeElement).toBe(header);
    header.blur();
    navigate('/categories');
    expect(document.activeElement).toBe(document.body);
  });
});
