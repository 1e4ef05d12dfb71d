import type { Stack } from '../../stack/index.mjs';
export function startControl(stack: Stack): Promise<{ url: string; close(): Promise<void> }>;
