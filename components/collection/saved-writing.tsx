'use client';

import { useEffect } from 'react';
import { forgetSent } from './kept-form';

/** On the entry's page a save led to: what the browser kept of its form is saved now. */
export function SavedWriting() {
  useEffect(() => forgetSent(), []);
  return null;
}
