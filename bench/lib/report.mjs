/**
 * bench/README.md's figures: the text between the results markers is rewritten from a run; the
 * rest of the page (method, design, analysis) is written by hand. goals() turns a run into the
 * issue's goals, each with the worst ratio measured and where.
 */
const START = '<!-- results:start -->';
const END = '<!-- results:end -->';

const number = (value) => (value === undefined || value === null ? 'n/a' : value.toLocaleString('en-GB'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a');

/** Requests (or, for the ISR peer's signed-in view, whole views) per second of one scenario. */
function rate(report, page, key, connections) {
  const result = report.load.find((entry) => entry.page === page && entry.key === key && entry.connections === connections);
  return result ? result.viewsPerSecond : NaN;
}

/** Every ratio the goals are about, per page and number of connections. */
export function ratios(report) {
  const rows = [];
  for (const connections of report.settings.connections) {
    for (const page of ['list', 'detail', 'home']) {
      const at = (key) => rate(report, page, key, connections);
      rows.push({
        page,
        connections,
        documentVsIsr: at('porticoDocument') / at('isrDocument'),
        navigationVsIsr: at('porticoNavigation') / at('isrNavigation'),
        memberDocumentVsIsrView: at('porticoMemberDocument') / at('isrMemberView'),
        memberNavigationVsIsrView: at('porticoMemberNavigation') / at('isrMemberView'),
        memberDocumentVsNaive: at('porticoMemberDocument') / at('naive'),
        memberNavigationVsNaive: at('porticoMemberNavigation') / at('naive'),
        documentVsStrapi: at('porticoDocument') / at('strapi'),
        documentVsBare: at('porticoDocument') / at('bare'),
        anyAcceptVsDocument: at('porticoAnyAccept') / at('porticoDocument'),
        curlVsDocument: at('porticoCurl') / at('porticoDocument'),
        curlVsBare: at('porticoCurl') / at('bareCurl'),
        twoWorkersVsOne: at('porticoWorkers') / at('porticoDocument'),
        navigationVsFiled: at('porticoNavigation') / at('filedNavigation'),
        memberNavigationVsFiled: at('porticoMemberNavigation') / at('filedMemberNavigation'),
        navigationVsPrevious:
          at('porticoNavigation') /
          (report.previous?.load.find((entry) => entry.page === page && entry.connections === connections)?.requestsPerSecond ?? NaN),
      });
    }
  }
  return rows;
}

function worst(rows, field) {
  return rows.reduce((lowest, row) => (!lowest || !(row[field] >= lowest[field]) ? row : lowest), null);
}

/**
 * Issue 24's "today's bytes": each page over the wire when the issue was filed, with a browser's
 * headers (the page server gzipped every answer at level 4, with a fresh nonce). A full run
 * measures that commit itself (bench/lib/filed.mjs), on the same seed; these are the same pages
 * measured so on 2026-11-25, for a run without it (--quick): the list is the issue's "11.0 KB"
 * (10,382 bytes of body; 11.5 KB with its headers).
 */
export const FILED_BYTES = { list: 10_382, detail: 6_421, home: 4_187 };

/** A page's body bytes when issue 24 was filed: measured in this run, else FILED_BYTES. */
function filedBytes(report, page) {
  return report.weights?.find((weight) => weight.app === 'filed' && weight.page === page)?.bodyBytes ?? FILED_BYTES[page];
}

/**
 * The site's smallest page beside the home page's first-page target: its not-found page (the
 * layout, a heading, a sentence, a link), brotli at its best (bench/lib/weight.mjs layoutFloor).
 */
function floorAgainstTarget(report) {
  const floor = report.layoutFloor;
  const target = 0.6 * filedBytes(report, 'home');
  return floor && target ? { floor, target: Math.round(target), ratio: floor.brotliBytes / target } : null;
}

const bytes = (count) => count.toLocaleString('en');

/**
 * Issue 24's pages, as bytes over the wire now against the same page when the issue was filed: a
 * browser's first page (`bodyBytes`), or any page after it (`returningBytes`: the site dictionary held).
 */
export function weightRatios(report, field = 'bodyBytes') {
  return (report.weights ?? [])
    .filter((weight) => weight.app === 'portico' && filedBytes(report, weight.page) && weight[field] !== undefined)
    .map((weight) => ({
      page: weight.page,
      ratio: weight[field] / filedBytes(report, weight.page),
      bytes: weight[field],
      encoding: field === 'bodyBytes' ? weight.encoding : weight.returningEncoding,
      filed: filedBytes(report, weight.page),
    }));
}

export function goals(report) {
  const rows = ratios(report);
  const checks = [
    ['Issue 24: signed-out document loads (a browser’s headers) ÷ ISR peer', 'documentVsIsr', 2],
    ['Issue 24: signed-out document loads ÷ the bare-bytes limit (same bytes, bare Node server)', 'documentVsBare', 0.5],
    ['Issue 24: signed-in document loads ÷ ISR peer’s signed-in view (page + /api/me)', 'memberDocumentVsIsrView', 2],
    ['Issue 24: Accept: */* (a crawler, compression accepted) ÷ a browser’s document load', 'anyAcceptVsDocument', 0.5],
    ['Accept: */* without compression (curl) ÷ the bare-bytes limit for the same plain bytes', 'curlVsBare', 0.5],
    ['Issue 24: signed-out client-side navigations ÷ the app when the issue was filed, same run', 'navigationVsFiled', 1],
    ['Issue 24: signed-in client-side navigations ÷ the app when the issue was filed, same run', 'memberNavigationVsFiled', 1],
    ['Issue 11: signed-out document loads, one process ÷ ISR peer', 'documentVsIsr', 0.5],
    ['Signed-out client-side navigations, one process ÷ ISR peer', 'navigationVsIsr', 0.5],
    ['Signed-in document loads ÷ ISR peer’s signed-in view (page + /api/me)', 'memberDocumentVsIsrView', 0.8],
    ['Signed-in navigations ÷ ISR peer’s signed-in view (page + /api/me)', 'memberNavigationVsIsrView', 0.8],
    ['Signed-in document loads ÷ naive peer', 'memberDocumentVsNaive', 2],
    ['Signed-in navigations ÷ naive peer', 'memberNavigationVsNaive', 2],
  ];
  const results = checks.map(([goal, field, target]) => {
    const low = worst(rows, field);
    return {
      goal,
      target: `≥ ${target}×`,
      measured: `${times(low?.[field])} at worst (${low?.page}, ${low?.connections} connections)`,
      met: low?.[field] >= target,
    };
  });
  if (report.scale?.deployment) {
    const { connections, pages } = report.scale.deployment;
    const deployment = pages.map((entry) => ({
      page: entry.page,
      connections,
      document: entry.document / rate(report, entry.page, 'isrDocument', connections),
      navigation: entry.navigation / rate(report, entry.page, 'isrNavigation', connections),
    }));
    for (const [goal, field] of [
      ['Signed-out document loads behind nginx ÷ ISR peer on next start', 'document'],
      ['Signed-out navigations behind nginx ÷ ISR peer on next start', 'navigation'],
    ]) {
      const low = worst(deployment, field);
      results.push({
        goal,
        target: '≥ 1×',
        measured: `${times(low?.[field])} at worst (${low?.page}, ${connections} connections)`,
        met: low?.[field] >= 1,
      });
    }
  }
  // Issue 40 took a browser's first page out of the goals: its floor is Next's own hydration payload.
  const heaviest = weightRatios(report, 'returningBytes').reduce((worst, row) => (!worst || row.ratio > worst.ratio ? row : worst), null);
  if (heaviest)
    results.push({
      goal: 'Issue 24: bytes over the wire of the list, detail and home pages ÷ when the issue was filed, every page after the first (the site dictionary held)',
      target: '≤ 0.60×',
      measured: `${times(heaviest.ratio)} at worst (${heaviest.page}: ${kb(heaviest.bytes)} ${heaviest.encoding} against ${kb(heaviest.filed)})`,
      met: heaviest.ratio <= 0.6,
    });
  results.push({
    goal: 'Strapi requests per signed-in view, on average',
    target: '≤ 1',
    measured: `${report.signedIn.perView.toFixed(2)} (${report.signedIn.strapiRequests} for ${report.signedIn.views} views, ${report.signedIn.usersMe} of them /users/me)`,
    met: report.signedIn.perView <= 1,
  });
  return results;
}

export function renderTables(report) {
  const lines = [];
  lines.push(
    `Run of ${report.startedAt} on ${report.machine.cpus} cores (${report.machine.model}), ${report.machine.memoryGiB} GiB, Node ${report.machine.node}; ${report.settings.duration} s per load scenario after a ${report.settings.warmup} s warm-up, autocannon on the same machine.`,
    '',
  );
  lines.push('### Goals', '', '| Goal | Target | Measured | Met |', '|---|---|---|---|');
  for (const goal of report.goals) lines.push(`| ${goal.goal} | ${goal.target} | ${goal.measured} | ${goal.met ? 'yes' : '**no**'} |`);

  lines.push(
    '',
    '### Throughput (requests per second; the ISR peer’s signed-in view in views per second)',
    '',
    '| Page | Conn. | Strapi REST | Portico out, document | Portico out, navigation | Portico in, document | Portico in, navigation | Portico, Accept: */* (crawler) | Portico, curl (plain) | Portico, two workers | Bare-bytes limit | Bare-bytes limit, plain | When filed: out, navigation | When filed: in, navigation | Naive peer | ISR document | ISR navigation | ISR signed-in view |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const connections of report.settings.connections) {
    for (const page of ['list', 'detail', 'home']) {
      const cells = [
        'strapi',
        'porticoDocument',
        'porticoNavigation',
        'porticoMemberDocument',
        'porticoMemberNavigation',
        'porticoAnyAccept',
        'porticoCurl',
        'porticoWorkers',
        'bare',
        'bareCurl',
        'filedNavigation',
        'filedMemberNavigation',
        'naive',
        'isrDocument',
        'isrNavigation',
        'isrMemberView',
      ].map((key) => number(rate(report, page, key, connections)));
      lines.push(`| ${page} | ${connections} | ${cells.join(' | ')} |`);
    }
    lines.push(
      `| floor (bare dynamic page) | ${connections} | ${number(rate(report, null, 'floor', connections))} | | | | | | | | | | | | | | | |`,
    );
  }

  lines.push(
    '',
    '### Ratios',
    '',
    '| Page | Conn. | out, document ÷ ISR | out, document ÷ bare bytes | Accept */* ÷ document | curl ÷ bare plain | curl ÷ document | two workers ÷ one | out, navigation ÷ ISR | out, navigation ÷ when filed | in, navigation ÷ when filed | out, navigation ÷ the filed run | in, document ÷ ISR view | in, navigation ÷ ISR view | in, document ÷ naive | in, navigation ÷ naive | out, document ÷ Strapi |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const row of ratios(report)) {
    lines.push(
      `| ${row.page} | ${row.connections} | ${[row.documentVsIsr, row.documentVsBare, row.anyAcceptVsDocument, row.curlVsBare, row.curlVsDocument, row.twoWorkersVsOne, row.navigationVsIsr, row.navigationVsFiled, row.memberNavigationVsFiled, row.navigationVsPrevious, row.memberDocumentVsIsrView, row.memberNavigationVsIsrView, row.memberDocumentVsNaive, row.memberNavigationVsNaive, row.documentVsStrapi].map(times).join(' | ')} |`,
    );
  }
  lines.push(
    '',
    '"When filed": the commit issue 24 was filed on, built and run on the same stack in this run (bench/lib/filed.mjs), with the same headers.',
  );
  if (report.previous)
    lines.push(
      `"The filed run": that commit's own full run (${report.previous.startedAt}), another day, its navigations sent without Accept-Encoding; for reference only.`,
    );

  if (report.weights?.length) {
    lines.push(
      '',
      '### Page weight over the wire (a browser’s Accept-Encoding; body bytes as sent, and the response headers)',
      '',
      '| App | Page | Encoding | Body | Headers | HTML (decoded) | The same HTML gzipped at level 4 | Body ÷ that | Portico’s body when issue 24 was filed | Body ÷ that | Returning browser (dictionary held): encoding | Body | ÷ when filed | Without React’s payload (brotli 11) |',
      '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|',
    );
    const names = { portico: 'Portico', filed: 'Portico when issue 24 was filed', isr: 'ISR peer', naive: 'Naive peer' };
    for (const weight of report.weights)
      lines.push(
        `| ${names[weight.app] ?? weight.app} | ${weight.page} | ${weight.encoding} | ${kb(weight.bodyBytes)} | ${kb(weight.headerBytes)} | ${kb(weight.htmlBytes)} | ${kb(weight.gzip4Bytes)} | ${times(weight.bodyBytes / weight.gzip4Bytes)} | ${kb(filedBytes(report, weight.page))} | ${times(weight.bodyBytes / filedBytes(report, weight.page))} | ${weight.returningEncoding ?? '–'} | ${weight.returningBytes === undefined ? '–' : kb(weight.returningBytes)} | ${weight.returningBytes === undefined ? '–' : times(weight.returningBytes / filedBytes(report, weight.page))} | ${weight.markupBytes === undefined ? '–' : kb(weight.markupBytes)} |`,
      );
    const against = floorAgainstTarget(report);
    if (against)
      lines.push(
        '',
        `The floor of a first page: Portico’s smallest page, its not-found page (the layout, a heading, a sentence and a link, with React’s payload for them), is ${bytes(against.floor.htmlBytes)} bytes of HTML, ${bytes(against.floor.brotliBytes)} in brotli at quality 11 (${bytes(against.floor.markupBytes)} without the payload): ${times(against.ratio)} the ${bytes(against.target)} bytes issue 24 allows the home page.`,
      );
  }

  lines.push(
    '',
    '### Latency, 50th and 99th percentile (ms)',
    '',
    '| Scenario | Conn. | p50 | p99 | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|',
  );
  for (const result of report.load)
    lines.push(
      `| ${result.name} | ${result.connections} | ${result.latencyMs.p50} | ${result.latencyMs.p99} | ${result.non2xx} | ${result.errors} |`,
    );

  lines.push('', '### Strapi round trips (from what Strapi received)', '', '| Page view | Strapi requests | Paths |', '|---|---:|---|');
  for (const trip of report.roundTrips)
    lines.push(`| ${trip.view} | ${trip.strapiRequests} | ${trip.paths.join(', ') || '(none: answered from the page store)'} |`);
  const { signedIn } = report;
  lines.push(
    `| signed in: ${signedIn.views} views of the list, detail, home and account pages | ${signedIn.strapiRequests} (${signedIn.perView.toFixed(2)} per view) | ${signedIn.usersMe} × /api/users/me, the rest reads |`,
  );

  lines.push(
    '',
    '### What one edit expires (the Strapi webhook, after every page was stored for visitors and members)',
    '',
    '| Change | Stored pages | Dropped | Tags |',
    '|---|---:|---:|---|',
  );
  for (const edit of report.edits) lines.push(`| ${edit.change} | ${edit.storedPages} | ${edit.pagesDropped} | ${edit.tags.join(', ')} |`);

  const floor = report.javascript.find((page) => page.name === 'floor');
  lines.push(
    '',
    '### First-load JavaScript (bytes on the wire, Chromium, cache disabled)',
    '',
    '| Page | Scripts | Bytes | Over the floor | Swiper loaded |',
    '|---|---:|---:|---:|---|',
  );
  for (const page of report.javascript) {
    lines.push(
      `| ${page.name} | ${page.scripts} | ${kb(page.bytes)} | ${page.name === 'floor' || !floor ? '–' : kb(page.bytes - floor.bytes)} | ${page.swiper ? 'yes' : 'no'} |`,
    );
  }
  lines.push(
    '',
    '### Lighthouse (mobile defaults)',
    '',
    '| Page | Performance | Accessibility | LCP ms | TBT ms | Failed accessibility audits |',
    '|---|---:|---:|---:|---:|---|',
  );
  for (const page of report.lighthouse)
    lines.push(
      `| ${page.name} | ${page.performance} | ${page.accessibility} | ${page.lcpMs} | ${page.tbtMs} | ${page.failedAccessibility.join(', ') || 'none'} |`,
    );
  lines.push('', '### Growth: the list at 10 connections', '', '| Records | Scenario | p50 ms | req/s |', '|---:|---|---:|---:|');
  for (const row of report.growth) lines.push(`| ${number(row.records)} | ${row.name} | ${row.p50} | ${number(row.requestsPerSecond)} |`);
  if (report.scale?.deployment) {
    const { connections, durationSeconds, pages } = report.scale.deployment;
    lines.push(
      '',
      `### The nginx deployment: two instances behind nginx, signed out, ${connections} connections, ${durationSeconds} s (tests/system/scale-test.mjs)`,
      '',
      '| Page | Document loads req/s | Navigations req/s | ÷ ISR peer document | ÷ ISR peer navigation |',
      '|---|---:|---:|---:|---:|',
    );
    for (const entry of pages) {
      lines.push(
        `| ${entry.page} | ${number(entry.document)} | ${number(entry.navigation)} | ${times(entry.document / rate(report, entry.page, 'isrDocument', connections))} | ${times(entry.navigation / rate(report, entry.page, 'isrNavigation', connections))} |`,
      );
    }
    const { oneInstance, twoInstancesBehindNginx, ratio } = report.scale;
    lines.push(
      '',
      `One instance straight against two behind nginx (list, document loads): ${number(oneInstance.requestsPerSecond)} → ${number(twoInstancesBehindNginx.requestsPerSecond)} req/s (${ratio}×).`,
    );
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
