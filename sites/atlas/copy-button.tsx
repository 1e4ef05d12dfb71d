'use client';
import { useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** A code block's copy button. It shows once the script runs: without it, the button could do nothing. */
export function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <>
      <button type="button" className="copy-code" hidden={!hydrated} onClick={copy}>
        {copied ? done : label}
      </button>
      <span role="status" className="visually-hidden">
        {copied ? done : ''}
      </span>
    </>
  );
}
