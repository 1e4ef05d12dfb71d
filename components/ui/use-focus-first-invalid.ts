import { useEffect, useRef, type RefObject } from 'react';

/**
 * After each answer from the server (a new `answer`: a server action's state), moves focus to the
 * form's first field marked aria-invalid, as the browser-side checks do: a keyboard or screen
 * reader user lands on what needs fixing and hears why, instead of staying on the button pressed.
 * The answer the form started with is left alone, so a page never takes focus as it loads.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, answer: unknown) {
  const initial = useRef(answer);
  useEffect(() => {
    if (answer === initial.current) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, answer]);
}
