/**
 * A corpus of script-injection vectors. Every vector that could run calls window.__xss(n), which
 * the spec watches (besides alert/confirm/prompt dialogs), so an execution is always seen.
 */
const call = (n: number) => `__xss(${n})`;

function schemeVariants(payload: string): string[] {
  return [
    `javascript:${payload}`,
    `JaVaScRiPt:${payload}`,
    ` javascript:${payload}`,
    `java\tscript:${payload}`,
    `java&#x09;script:${payload}`,
    `javascript&colon;${payload}`,
    `&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${payload}`,
    `&#x6A;avascript:${payload}`,
    `javas&#99;ript:${payload}`,
    `javascript:/*--></title></style></textarea></script><svg/onload=${payload}>`,
    `vbscript:msgbox(1)`,
    `VBScript:${payload}`,
    `data:text/html,<script>${payload}</script>`,
    `data:text/html;base64,${Buffer.from(`<script>${payload}</script>`).toString('base64')}`,
    `DATA:text/html,<svg onload=${payload}>`,
    `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${payload}"/>`,
  ];
}

export interface Corpus {
  /** HTML and SVG strings, for any text field. */
  html: string[];
  /** URLs with tricks, for links and images. */
  urls: string[];
  /** Markdown documents (links, images, autolinks, references, raw HTML). */
  markdown: string[];
}

export function buildCorpus(): Corpus {
  let n = 0;
  const next = () => call(++n);

  const html: string[] = [];
  for (const tag of [
    'img src=x',
    'image src=x',
    'video src=x',
    'audio src=x',
    'body',
    'iframe src=x',
    'input autofocus',
    'details open',
    'select autofocus',
    'marquee',
  ]) {
    for (const event of ['onerror', 'onload', 'onfocus', 'ontoggle', 'onstart']) html.push(`<${tag} ${event}="${next()}">`);
  }
  html.push(
    `<script>${next()}</script>`,
    `<SCRIPT>${next()}</SCRIPT>`,
    `<script src="data:text/javascript,${next()}"></script>`,
    `<scr<script>ipt>${next()}</script>`,
    `"><script>${next()}</script>`,
    `'><img src=x onerror=${next()}>`,
    `</textarea><img src=x onerror=${next()}>`,
    `<a href="javascript:${next()}">click</a>`,
    `<form action="javascript:${next()}"><button>go</button></form>`,
    `<button formaction="javascript:${next()}">go</button>`,
    `<object data="javascript:${next()}"></object>`,
    `<embed src="javascript:${next()}">`,
    `<meta http-equiv="refresh" content="0;url=javascript:${next()}">`,
    `<style>@import "javascript:${next()}";</style>`,
    `<div style="background:url(javascript:${next()})">x</div>`,
    `<svg><script>${next()}</script></svg>`,
    `<svg onload=${next()}>`,
    `<svg><animate onbegin=${next()} attributeName=x dur=1s>`,
    `<svg><a xlink:href="javascript:${next()}"><text x="20" y="20">svg link</text></a></svg>`,
    `<svg><set attributeName="href" to="javascript:${next()}"/></svg>`,
    `<math><mi xlink:href="javascript:${next()}">m</mi></math>`,
    `<svg><foreignObject><img src=x onerror=${next()}></foreignObject></svg>`,
    `<img src="x" alt="\` onerror=${next()}">`,
    `<iframe srcdoc="<script>parent.${next()}</script>"></iframe>`,
    `<base href="javascript:${next()}//">`,
    `<template><img src=x onerror=${next()}></template>`,
    `<noscript><p title="</noscript><img src=x onerror=${next()}>">`,
    `{{constructor.constructor('${next()}')()}}`,
    `\${${next()}}`,
    `<img src=x onerror=&#x5f;&#x5f;xss(1)>`,
  );

  const urls: string[] = [];
  for (let index = 0; index < 4; index += 1) urls.push(...schemeVariants(next()));

  const markdown: string[] = [];
  for (const url of urls.slice(0, 48)) {
    markdown.push(`[link](${url})`, `![image](${url})`, `<${url}>`, `[ref][r${markdown.length}]\n\n[r${markdown.length}]: ${url}`);
  }
  markdown.push(
    `[click](javascript:${next()} "title")`,
    `[click](<javascript:${next()}>)`,
    `[click]( javascript:${next()} )`,
    `![x](x" onerror="${next()})`,
    `[x](https://example.com" onclick="${next()})`,
    `<a href="javascript:${next()}">raw html link</a>`,
    `<img src=x onerror="${next()}">`,
    `<details open ontoggle="${next()}"><summary>x</summary></details>`,
    `| a | <img src=x onerror=${next()}> |\n| - | - |\n| 1 | 2 |`,
    `\`\`\`html\n<script>${next()}</script>\n\`\`\``,
    `www.example.com/<script>${next()}</script>`,
    `<svg onload=${next()}>`,
  );
  return { html, urls, markdown };
}

export function corpusSize(corpus: Corpus): number {
  return corpus.html.length + corpus.urls.length + corpus.markdown.length;
}
