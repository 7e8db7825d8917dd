import { beforeAll, describe, expect, it } from 'vitest';

import type { Character, Note } from '@hearth/contract';

import { signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { caller, createCharacter, createNote, dataOf } from './notes-test-kit.ts';

/**
 * Html notes are cleaned on the server when written, so a note cannot carry code into the page
 * that shows it, whichever client wrote it. Each case is written through the API and must come
 * back (and be stored) clean.
 */

const ctx = useTestApp();
const app = () => ctx.app;
const call = caller(app);
let alice: string;
let character: Character;

beforeAll(async () => {
  alice = await signUp(ctx.app, ctx.config, 'illuminator@example.com');
  character = await createCharacter(app, alice);
});

const writeHtml = (content: string) =>
  createNote(app, alice, { character_id: character.id, title: 'Page', format: 'html', content });

/** What no stored html may contain, in any case or spelling. */
const DANGEROUS = [
  /<script/i,
  /<style/i,
  /<iframe/i,
  /<svg/i,
  /<math/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<img/i,
  /\son\w+\s*=/i,
  /style\s*=/i,
  /class\s*=/i,
  /javascript/i,
  /data:/i,
  /expression\(/i,
];

const ATTACKS: [string, string, string][] = [
  ['a script', '<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
  ['an onerror handler', '<img src=x onerror="alert(1)"><p>after</p>', '<p>after</p>'],
  ['an onclick handler', '<p onclick="steal()">Tap</p>', '<p>Tap</p>'],
  [
    'a javascript: link',
    '<a href="javascript:alert(1)">win</a>',
    '<a rel="noopener noreferrer">win</a>',
  ],
  [
    'an entity-encoded javascript&#58; link',
    '<a href="javascript&#58;alert(1)">win</a>',
    '<a rel="noopener noreferrer">win</a>',
  ],
  [
    'a javascript: link hidden by a tab and case',
    '<a href="JaVa&#x09;ScRiPt:alert(1)">win</a>',
    '<a rel="noopener noreferrer">win</a>',
  ],
  [
    'a data: link',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">open</a>',
    '<a rel="noopener noreferrer">open</a>',
  ],
  ['a style element', '<style>body { display: none }</style><p>x</p>', '<p>x</p>'],
  [
    'a style attribute with expression()',
    '<div style="width: expression(alert(1))">w</div>',
    '<div>w</div>',
  ],
  [
    'a style attribute with url(javascript:…)',
    '<p style="background: url(javascript:alert(1))">bg</p>',
    '<p>bg</p>',
  ],
  ['an iframe', '<iframe src="https://evil.example"></iframe>text', 'text'],
  ['an svg with onload', '<svg onload="alert(1)"><circle r="4"/></svg>y', 'y'],
  [
    'math with a javascript: link',
    '<math><mi xlink:href="javascript:alert(1)">m</mi></math>z',
    'z',
  ],
  ['a form', '<form action="https://evil.example"><input name="pw"></form>f', 'f'],
  ['classes and ids', '<p class="app-banner" id="root">c</p>', '<p>c</p>'],
  ['a comment', '<!-- <script>alert(1)</script> --><p>c</p>', '<p>c</p>'],
  [
    'a protocol-relative link',
    '<a href="//evil.example/x">x</a>',
    '<a rel="noopener noreferrer">x</a>',
  ],
  [
    'a link that asks for its opener',
    '<a href="https://ok.example" rel="opener" target="_blank">ok</a>',
    '<a href="https://ok.example" rel="noopener noreferrer">ok</a>',
  ],
  ['nested and unclosed tags', '<p><b>bold<i>both</b>it</i>', '<p><b>bold<i>both</i></b>it</p>'],
  [
    'a script split around another',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    'ipt&gt;alert(1)ipt&gt;',
  ],
  ['an unterminated attribute', '<p title="x><script>alert(1)</script>">t</p>', '<p>t</p>'],
];

describe('html content is cleaned on write', () => {
  it.each(ATTACKS)('removes %s', async (_name, dirty, clean) => {
    const note = await writeHtml(dirty);
    expect(note.content).toBe(clean);
    for (const pattern of DANGEROUS) expect(note.content).not.toMatch(pattern);
    // What is stored is what came back.
    const read = dataOf<Note>(await call('GET', `/api/notes/${note.id}`, alice));
    expect(read.content).toBe(clean);
  });

  it('keeps the safe subset: headings, lists, emphasis, links, code, quotes, tables', async () => {
    const html = [
      '<h2>Session 12</h2>',
      '<p>We met <strong>Mira</strong> and <em>her crow</em>.<br />Then <u>rain</u>.</p>',
      '<ol start="3"><li>Find the key</li><li><s>Pay the ferryman</s></li></ol>',
      '<ul><li><a href="https://example.com/map" rel="noopener noreferrer">map</a></li>',
      '<li><a href="mailto:gm@example.com" rel="noopener noreferrer">ask the GM</a></li></ul>',
      '<blockquote>Nothing burns like the cold.</blockquote>',
      '<pre><code>1d20 + 5</code></pre>',
      '<table><thead><tr><th scope="col">Item</th><th>Cost</th></tr></thead>',
      '<tbody><tr><td colspan="2">Rope, 1 gp</td></tr></tbody></table>',
    ].join('');
    const note = await writeHtml(html);
    expect(note.content).toBe(html);
    // Cleaning clean html changes nothing: saving a note again never alters it.
    const saved = dataOf<Note>(
      await call('PUT', `/api/notes/${note.id}`, alice, { content: note.content }),
    );
    expect(saved.content).toBe(html);
  });

  it('cleans html written by an update', async () => {
    const note = await writeHtml('<p>fine</p>');
    const updated = await call('PUT', `/api/notes/${note.id}`, alice, {
      content: '<p onmouseover="x()">changed<script>x()</script></p>',
    });
    expect(dataOf<Note>(updated).content).toBe('<p>changed</p>');
  });

  it('cleans the stored text when a markdown note becomes html', async () => {
    const note = await createNote(app, alice, {
      character_id: character.id,
      title: 'Was markdown',
      content: 'Look: <img src=x onerror="alert(1)"> **bold**',
    });
    expect(note.content).toContain('onerror');
    const switched = await call('PUT', `/api/notes/${note.id}`, alice, { format: 'html' });
    expect(switched.statusCode).toBe(200);
    expect(dataOf<Note>(switched)).toMatchObject({
      format: 'html',
      content: 'Look:  **bold**',
    });
  });

  it('stores markdown as written: it is rendered escaped, never as html', async () => {
    const markdown = '<script>alert(1)</script> [x](javascript:alert(1))';
    const note = await createNote(app, alice, {
      character_id: character.id,
      title: 'Markdown',
      content: markdown,
    });
    expect(note).toMatchObject({ format: 'markdown', content: markdown });
  });
});
