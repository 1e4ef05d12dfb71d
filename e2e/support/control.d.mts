import type { Stack } from './stack.mjs';
export function startControl(stack: Stack): Promise<{ url: string; close(): Promise<void> }>;
