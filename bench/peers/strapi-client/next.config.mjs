// The naive peer: what someone would write instead of Portico. No caching, no discovery.
import { peerConfig } from '../shared/next-config.mjs';

export default peerConfig();
