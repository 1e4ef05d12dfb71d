// The ISR peer: what most Next.js teams ship. Static pages revalidated every 60 s, the user fetched in the browser.
import { peerConfig } from '../shared/next-config.mjs';

export default peerConfig();
