// The viewer page's script (bundled by rollup into dist/viewer.html as a classic inline script):
// the three readings of an input side by side with the browser's own URL, the components, the
// validation errors marked in the input, the IDNA breakdown of the host, its display form and
// classification (iri-url/safety), and the record's offsets.
// The state lives in the location hash (#input=…&base=…), so a link reproduces the view.
// Everything is written with textContent: no input ever becomes markup.
import * as A from './analyze';
import { classificationLines, classifyOutcome, displayOutcome, REASON_TEXT } from './safety-report';

type Cell = string | null | undefined;

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const k of Object.keys(attrs)) e.setAttribute(k, attrs[k]);
  for (const c of children) e.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return e;
}

/** A value for display: invisible code points escaped, null and "" marked. */
function value(v: Cell): HTMLElement {
  if (v === null || v === undefined) return el('span', { class: 'absent' }, 'absent');
  if (v === '') return el('span', { class: 'empty' }, '""');
  return el('span', { class: 'value' }, A.show(v).text);
}

const NativeURL = (window as unknown as { URL: new (i: string, b?: string) => Record<A.UrlName, string> }).URL;

function readState(): { input: string; base: string } {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  return { input: params.get('input') ?? 'HTTP://Bücher.example/a/../ü?q#f', base: params.get('base') ?? '' };
}

function writeState(input: string, base: string): void {
  const params = new URLSearchParams();
  params.set('input', input);
  if (base !== '') params.set('base', base);
  const hash = '#' + params.toString();
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

function renderReadings(readings: A.Reading[], native: A.NativeReading | null): void {
  const table = $('readings');
  table.textContent = '';
  const cols: { name: string; title: string; ok: boolean; url: Record<A.UrlName, string> | null; rfc: Record<A.RfcName, string | null> | null; valid: boolean | null }[] = readings.map((r) => ({
    name: r.mode,
    title: r.mode === 'whatwg' ? 'URL Standard' : r.mode === 'rfc3986' ? 'RFC 3986 (URI)' : 'RFC 3987 (IRI)',
    ok: r.ok,
    url: r.url,
    rfc: r.rfc,
    valid: r.valid,
  }));
  if (native) cols.push({ name: 'native', title: 'this browser\u2019s URL', ok: native.ok, url: native.url, rfc: null, valid: null });
  table.append(el('thead', {}, el('tr', {}, el('th', {}, ''), ...cols.map((c) => el('th', { 'data-mode': c.name }, c.name, el('br'), el('small', {}, c.title))))));
  const body = el('tbody');
  const status = el('tr', { class: 'status' }, el('th', {}, 'status'));
  for (const c of cols) {
    const text = !c.ok ? (c.name === 'native' && native ? 'TypeError: ' + native.error : 'failure') : c.valid === false ? 'parses, with validation errors' : 'valid';
    status.append(el('td', { 'data-mode': c.name, 'data-name': 'status', class: !c.ok ? 'fail' : c.valid === false ? 'warn' : 'ok' }, text));
  }
  body.append(status);
  const urlDiff = A.differences([...readings, native]);
  const nativeDiff = native ? A.differences([readings[0], native]) : [];
  for (const k of A.URL_NAMES) {
    const tr = el('tr', { class: urlDiff.includes(k) ? 'differs' : '' }, el('th', {}, k, urlDiff.includes(k) ? el('span', { class: 'ne', title: 'the readings differ' }, ' \u2260') : ''));
    for (const c of cols) {
      const cls = c.name === 'native' && nativeDiff.includes(k) ? 'native-diff' : c.url && cols[0].url && c.url[k] !== cols[0].url[k] ? 'cell-diff' : '';
      tr.append(el('td', { 'data-mode': c.name, 'data-name': k, class: cls }, c.url ? value(c.url[k]) : el('span', { class: 'absent' }, '\u2014')));
    }
    body.append(tr);
  }
  body.append(el('tr', { class: 'section' }, el('th', { colspan: String(cols.length + 1) }, 'RFC 3986 names (null = absent with its delimiter)')));
  const rfcDiff = A.rfcDifferences(readings);
  for (const k of A.RFC_NAMES) {
    const tr = el('tr', { class: rfcDiff.includes(k) ? 'differs' : '' }, el('th', {}, k, rfcDiff.includes(k) ? el('span', { class: 'ne' }, ' \u2260') : ''));
    for (const c of cols) {
      if (c.name === 'native') {
        tr.append(el('td', { class: 'na' }, ''));
        continue;
      }
      tr.append(el('td', { 'data-mode': c.name, 'data-name': 'rfc-' + k }, c.rfc ? value(c.rfc[k]) : el('span', { class: 'absent' }, '\u2014')));
    }
    body.append(tr);
  }
  table.append(body);
  const note = $('native-note');
  note.textContent = !native ? 'This browser has no URL class.' : nativeDiff.length ? `This browser\u2019s URL differs from the URL Standard reading in: ${nativeDiff.join(', ')}.` : 'This browser\u2019s URL agrees with the URL Standard reading.';
  note.className = native && nativeDiff.length ? 'native-diff' : '';
}

/** The input with each code unit an error points at marked, and the list of messages. */
function renderErrors(input: string, readings: A.Reading[]): void {
  const box = $('errors');
  box.textContent = '';
  for (const r of readings) {
    // The reading lists ISSUES_PER_CODE of each code and counts the rest.
    const total = r.issues.length + Object.values(r.omitted).reduce((n, k) => n + k, 0);
    const count = total === 0 ? 'no validation errors' : `${total.toLocaleString('en')} issue${total > 1 ? 's' : ''}${total > r.issues.length ? `, ${r.issues.length} listed` : ''}${r.firstErrorOnly ? ' (only the first is looked for in so long an input)' : ''}`;
    const section = el('section', { id: 'errors-' + r.mode, class: 'errors' }, el('h3', {}, r.mode + ' ', el('small', {}, count)));
    if (r.issues.length) {
      const marked = new Map<number, A.Issue[]>();
      for (const e of r.issues) if (e.index >= 0) marked.set(Math.min(e.index, input.length), [...(marked.get(Math.min(e.index, input.length)) || []), e]);
      const pre = el('pre', { class: 'marked' });
      for (let i = 0; i <= input.length; ) {
        const cp = i < input.length ? (input.codePointAt(i) as number) : -1;
        const n = cp > 0xffff ? 2 : 1;
        const text = cp < 0 ? ' ' : A.isInvisible(cp) ? A.show(String.fromCodePoint(cp)).text : input.slice(i, i + n);
        const here = marked.get(i);
        if (here) pre.append(el('mark', { class: here.some((e) => e.severity === 'error') ? 'error' : 'warning', title: here.map((e) => `${e.code}: ${e.rule}`).join('\n'), 'data-index': String(i) }, text));
        else pre.append(text);
        i += n;
      }
      const list = el('ol');
      for (const e of r.issues) {
        list.append(el('li', { class: e.severity }, el('code', {}, e.code), ` ${e.severity}${e.component ? ' in ' + e.component : ''} at ${e.index < 0 ? 'the base' : e.index}: `, e.rule));
      }
      section.append(pre, list);
    }
    box.append(section);
  }
}

function renderIdna(readings: A.Reading[]): void {
  const box = $('idna');
  box.textContent = '';
  const strict = readings.find((r) => r.mode === 'rfc3987');
  const whatwg = readings.find((r) => r.mode === 'whatwg');
  const host = strict && strict.rfc && strict.rfc.host ? strict.rfc.host : whatwg && whatwg.rfc && whatwg.rfc.host ? whatwg.rfc.host : null;
  if (host === null || host === '' || host.startsWith('[')) {
    box.append(el('p', { class: 'absent' }, host && host.startsWith('[') ? 'An IP literal: no IDNA.' : 'No domain host.'));
    return;
  }
  const d = A.idnaInfo(host, 'uts46', true);
  box.append(el('p', {}, 'host ', value(host), ' \u2192 ToASCII ', d.ascii === null ? el('span', { class: 'fail' }, 'fails') : value(d.ascii), ' \u00b7 ToUnicode ', value(d.unicode), d.valid ? '' : el('span', { class: 'fail' }, ' (invalid: ' + d.errors.map((e) => e.code).join(', ') + ')')));
  const t = el('table', { class: 'idna' }, el('thead', {}, el('tr', {}, ...['label', 'RFC 5890 class', 'A-label', 'U-label', 'code points (UTS #46 status / RFC 5892 property)'].map((h) => el('th', {}, h)))));
  const body = el('tbody');
  for (const l of d.labels) {
    const cps = el('div', { class: 'cps' });
    for (const c of l.codePoints || []) {
      cps.append(el('span', { class: 'cp ' + c.uts46, title: `${c.codePoint} UTS #46 ${c.uts46}${c.mapped !== null ? ' \u2192 ' + (A.show(c.mapped).text || '(nothing)') : ''}; RFC 5892 ${c.derivedProperty}` }, el('b', {}, c.char || A.show(String.fromCodePoint(parseInt(c.codePoint.slice(2), 16))).text), el('small', {}, `${c.codePoint} ${c.uts46}${c.mapped !== null ? '\u2192' + A.show(c.mapped).text : ''} ${c.derivedProperty}`)));
    }
    body.append(el('tr', { 'data-label': l.input }, el('td', {}, value(l.input)), el('td', { class: 'kind' }, l.kind + (l.reason ? ` (${l.reason})` : '')), el('td', { class: 'alabel' }, value(l.aLabel)), el('td', { class: 'ulabel' }, value(l.uLabel)), el('td', {}, cps)));
  }
  t.append(body);
  box.append(t);
}

/** iri-url/safety on the URL Standard reading: the host to show, with reasons, and where it leads. */
function renderSafety(readings: A.Reading[]): void {
  const box = $('safety');
  box.textContent = '';
  const whatwg = readings.find((r) => r.mode === 'whatwg' && r.ok && r.href !== null);
  if (!whatwg || whatwg.href === null) {
    box.append(el('p', { class: 'absent' }, 'The URL Standard reading fails: no host to show.'));
    return;
  }
  const host = whatwg.url ? whatwg.url.hostname : '';
  if (host !== '') {
    const d = displayOutcome(host);
    if (d.ok) {
      box.append(el('p', { 'data-name': 'display' }, 'shown as ', value(d.result.host), ' ', el('span', { class: d.result.safe ? 'ok' : 'warn' }, d.result.safe ? 'safe' : 'unsafe: labels kept as A-labels')));
      const list = el('ul');
      for (const l of d.result.labels) for (const r of l.reasons) list.append(el('li', { 'data-reason': r }, value(l.label), ` ${r}: ${REASON_TEXT[r] || ''}`));
      if (list.childNodes.length) box.append(list);
    }
  }
  const c = classifyOutcome(whatwg.href);
  if (c.ok) {
    const lines = classificationLines(c.result);
    box.append(el('p', { 'data-name': 'classification', class: c.result.globallyReachable ? 'ok' : 'warn' }, A.show(lines[0]).text));
    if (lines.length > 1) box.append(el('ul', {}, ...lines.slice(1).map((l) => el('li', {}, A.show(l.trim()).text))));
  }
}

function renderDiagram(readings: A.Reading[]): void {
  const pre = $('diagram');
  const r = readings.find((x) => x.ok && x.offsets && x.href !== null);
  pre.textContent = r && r.offsets && r.href !== null ? `${r.mode}: ${A.BAND_LEGEND}\n\n` + A.diagram(r.href, r.offsets).join('\n') : 'No reading parses.';
}

function render(): void {
  const input = $<HTMLTextAreaElement>('input').value;
  const base = $<HTMLInputElement>('base').value;
  writeState(input, base);
  const b = base === '' ? undefined : base;
  const readings = A.MODES.map((m) => A.read(input, b, m));
  const native = A.readNative(NativeURL, input, b);
  renderReadings(readings, native);
  renderErrors(input, readings);
  renderIdna(readings);
  renderSafety(readings);
  renderDiagram(readings);
}

function syncEscaped(): void {
  $<HTMLInputElement>('escaped').value = A.show($<HTMLTextAreaElement>('input').value).text;
}

function load(): void {
  const s = readState();
  $<HTMLTextAreaElement>('input').value = s.input;
  $<HTMLInputElement>('base').value = s.base;
  syncEscaped();
  render();
}

function start(): void {
  $('input').addEventListener('input', () => {
    syncEscaped();
    render();
  });
  $('escaped').addEventListener('input', () => {
    $<HTMLTextAreaElement>('input').value = A.unescapeInput($<HTMLInputElement>('escaped').value);
    render();
  });
  $('base').addEventListener('input', render);
  window.addEventListener('hashchange', load);
  for (const a of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[data-example]'))) {
    a.addEventListener('click', (ev) => {
      ev.preventDefault();
      $<HTMLTextAreaElement>('input').value = a.getAttribute('data-example') || '';
      $<HTMLInputElement>('base').value = a.getAttribute('data-base') || '';
      syncEscaped();
      render();
    });
  }
  load();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
