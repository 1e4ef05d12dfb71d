import { useEffect, useRef, type RefObject } from 'react';

/**
 * After each new answer, focus moves to the first field marked invalid, as the browser's own checks do, or for a
 * refusal that names none to the form's `summary`. Not for the first answer: a page never takes focus as it loads.
 */
export function useFocusFirstInvalid(
  formRef: RefObject<HTMLFormElement | null>,
  answer: unknown,
  summary?: { ref: RefObject<HTMLElement | null>; refused: boolean },
) {
  const handled = useRef(answer);
  const summaryRef = summary?.ref;
  const refused = summary?.refused ?? false;
  useEffect(() => {
    if (answer === handled.current) return;
    handled.current = answer;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (refused) summaryRef?.current?.focus();
  }, [formRef, answer, summaryRef, refused]);
}
