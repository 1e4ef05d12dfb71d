/**
 * Every answer a fault check's load gets: what was asked, when it started and ended, its status and a verdict
 * (good, or what else), counted afterwards by class and by phase of the fault (before, during, after).
 */

/** @param {number} hungMs an answer slower than this counts as hung */
export function answerLog(hungMs) {
  const answers = [];
  /** `judge(status, headers, body)` → { verdict, detail? }. */
  const ask = async (kind, label, url, init, judge) => {
    const started = Date.now();
    let outcome;
    try {
      const response = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(hungMs) });
      const body = await response.text();
      outcome = { status: response.status, ...judge(response.status, response.headers, body) };
    } catch (error) {
      outcome = {
        status: error.name === 'TimeoutError' ? 'hung' : 'socket error',
        verdict: 'bad',
        detail: error.cause?.code ?? error.message,
      };
    }
    answers.push({ kind, label, started, ended: Date.now(), ...outcome });
    return outcome;
  };
  return { answers, ask };
}

/** `{ class: { phase: { 'status verdict (detail)': count } } }`. */
export function byClassAndPhase(answers, phaseOf) {
  const table = {};
  for (const answer of answers) {
    const key = `${answer.status}${answer.verdict === 'good' ? '' : ` ${answer.verdict}`}${answer.detail ? ` (${answer.detail})` : ''}`;
    const row = ((table[answer.kind] ??= {})[phaseOf(answer)] ??= {});
    row[key] = (row[key] ?? 0) + 1;
  }
  return table;
}

/** The answers that should not have been, counted by class, status, verdict and phase, for the failure's message. */
export function problemCounts(problems, phaseOf) {
  const kinds = {};
  for (const answer of problems) {
    const key = `${answer.kind} ${answer.status} ${answer.verdict}${answer.detail ? ` (${answer.detail})` : ''} (${phaseOf(answer)})`;
    kinds[key] = (kinds[key] ?? 0) + 1;
  }
  return kinds;
}
