/**
 * bench/README.md's figures: the text between the results markers is rewritten from a run; the
 * rest of the page (method, analysis) is written by hand.
 */
const START = '<!-- results:start -->';
const END = '<!-- results:end -->';

const number = (value) => (value === undefined || value === null ? 'n/a' : value.toLocaleString('en-GB'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value) => `${value.toFixed(2)}×`;

export function summarize(report) {
  const at = (name, connections) => report.load.find((result) => result.name === name && result.connections === connections);
  const rows = [];
  for (const connections of report.settings.connections) {
    const strapi = at('Strapi REST: the list query', connections);
    const peer = at('Peer list (@strapi/client, no cache)', connections);
    for (const name of ['Portico list', 'Portico detail (markdown, carousel)', 'Portico list, signed in']) {
      const result = at(name, connections);
      if (!result || !strapi || !peer) continue;
      rows.push({ name, connections, vsStrapi: result.requestsPerSecond / strapi.requestsPerSecond, vsPeer: result.requestsPerSecond / peer.requestsPerSecond });
    }
  }
  return rows;
}

export function renderTables(report) {
  const lines = [];
  lines.push(`Run of ${report.startedAt} on ${report.machine.cpus} cores (${report.machine.model}), ${report.machine.memoryGiB} GiB, Node ${report.machine.node}; ${report.settings.duration} s per load scenario after a 1 s warm-up.`, '');
  lines.push('### Throughput and latency (autocannon)', '', '| Scenario | Connections | req/s | p50 ms | p90 ms | p99 ms | non-2xx |', '|---|---:|---:|---:|---:|---:|---:|');
  for (const result of report.load) {
    lines.push(`| ${result.name} | ${result.connections} | ${number(result.requestsPerSecond)} | ${result.latencyMs.p50} | ${result.latencyMs.p90} | ${result.latencyMs.p99} | ${result.non2xx} |`);
  }
  lines.push('', '### Ratios', '', '| Page | Connections | ÷ Strapi REST req/s | ÷ peer req/s |', '|---|---:|---:|---:|');
  for (const row of summarize(report)) lines.push(`| ${row.name} | ${row.connections} | ${ratio(row.vsStrapi)} | ${ratio(row.vsPeer)} |`);
  lines.push('', '### Strapi round trips per page view (from what Strapi received)', '', '| Page view | Strapi requests | of which /users/me | Paths |', '|---|---:|---:|---|');
  for (const trip of report.roundTrips) lines.push(`| ${trip.view} | ${trip.strapiRequests} | ${trip.usersMe} | ${trip.paths.join(', ') || '(none: served from the cache)'} |`);
  const floor = report.javascript.find((page) => page.name === 'floor');
  lines.push('', '### First-load JavaScript (bytes on the wire, Chromium, cache disabled)', '', '| Page | Scripts | Bytes | Over the floor | Swiper loaded |', '|---|---:|---:|---:|---|');
  for (const page of report.javascript) {
    lines.push(`| ${page.name} | ${page.scripts} | ${kb(page.bytes)} | ${page.name === 'floor' || !floor ? '–' : kb(page.bytes - floor.bytes)} | ${page.swiper ? 'yes' : 'no'} |`);
  }
  lines.push('', '### Lighthouse (mobile defaults)', '', '| Page | Performance | Accessibility | LCP ms | TBT ms | Failed accessibility audits |', '|---|---:|---:|---:|---:|---|');
  for (const page of report.lighthouse) lines.push(`| ${page.name} | ${page.performance} | ${page.accessibility} | ${page.lcpMs} | ${page.tbtMs} | ${page.failedAccessibility.join(', ') || 'none'} |`);
  lines.push('', '### Growth: list p50 at 10 connections', '', '| Records | Scenario | p50 ms | req/s |', '|---:|---|---:|---:|');
  for (const row of report.growth) lines.push(`| ${number(row.records)} | ${row.name} | ${row.p50} | ${number(row.requestsPerSecond)} |`);
  if (report.scale) {
    const { oneInstance, twoInstancesBehindNginx, ratio, connections, durationSeconds } = report.scale;
    lines.push('', `### Scale-out: the list page at ${connections} connections, ${durationSeconds} s (scripts/scale-test.mjs)`, '', '| Setup | req/s | p50 ms | p99 ms |', '|---|---:|---:|---:|');
    lines.push(`| One instance | ${number(oneInstance.requestsPerSecond)} | ${oneInstance.p50} | ${oneInstance.p99} |`);
    lines.push(`| Two instances behind nginx, Redis cache | ${number(twoInstancesBehindNginx.requestsPerSecond)} | ${twoInstancesBehindNginx.p50} | ${twoInstancesBehindNginx.p99} |`);
    lines.push(`| Ratio | ${ratio}× | | |`);
  }
  return lines.join('\n');
}

export function renderReport(readme, report) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  const tables = `${START}\n${renderTables(report)}\n${END}`;
  if (start === -1 || end === -1) return `${readme.trimEnd()}\n\n## Results\n\n${tables}\n`;
  return `${readme.slice(0, start)}${tables}${readme.slice(end + END.length)}`;
}
