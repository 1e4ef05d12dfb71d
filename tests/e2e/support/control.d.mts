import type { Stack } from '../../../scripts/stack/index.mjs';
export function startControl(stack: Stack): Promise<{ url: string; close(): Promise<void> }>;
