'use client';

import { useState } from 'react';

export interface RecoveryCodesText {
  title: string;
  intro: string;
  copy: string;
  copied: string;
  download: string;
  saved: string;
  otherSessions: string;
  /** The first line of the downloaded file. */
  fileTitle: string;
}

/** Shown once: a list to read or print, Copy and Download once hydrated, and a way on that never shows them again. */
export function RecoveryCodes({ codes, text, doneHref }: { codes: string[]; text: RecoveryCodesText; doneHref: string }) {
  const [copied, setCopied] = useState(false);
  const asText = [text.fileTitle, '', ...codes].join('\n') + '\n';
  return (
    <div className="recovery-codes" role="region" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" tabIndex={-1} ref={(heading) => heading?.focus()}>
        {text.title}
      </h3>
      <p>{text.intro}</p>
      <ol className="codes" translate="no">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="actions">
        <button
          type="button"
          className="button secondary"
          onClick={async () => {
            // Refused outside a secure context or without permission: the list stays there to select.
            setCopied(
              await navigator.clipboard.writeText(asText).then(
                () => true,
                () => false,
              ),
            );
          }}
        >
          {text.copy}
        </button>
        <a className="button secondary" download="recovery-codes.txt" href={`data:text/plain;charset=utf-8,${encodeURIComponent(asText)}`}>
          {text.download}
        </a>
        <a className="button" href={doneHref}>
          {text.saved}
        </a>
      </div>
      <p role="status" aria-live="polite">
        {copied ? text.copied : ''}
      </p>
      <p>
        <a href="#devices">{text.otherSessions}</a>
      </p>
    </div>
  );
}
