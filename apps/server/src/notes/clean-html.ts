import sanitizeHtml from 'sanitize-html';

/**
 * What a note's html may hold: text structure only. No style or class attributes (CSS can
 * overlay the page or fetch urls), no scripts, frames, embeds, forms, SVG or MathML (each a
 * way to run code or to spoof the app's own screens), no images (a tracking pixel fetched
 * whenever the note is opened).
 */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'div',
  'span',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'sub',
  'sup',
  'small',
  'code',
  'pre',
  'kbd',
  'blockquote',
  'a',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/**
 * Tags dropped with everything inside them, not only their own markup: their content is code,
 * styles or a foreign document, never text the player wrote.
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
  'xmp',
  'plaintext',
];

const LINK_REL = 'noopener noreferrer';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    // `rel` only as set below: whatever the author wrote there is replaced.
    a: ['href', 'title', 'rel'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // A link opens a web page or writes an e-mail; javascript:, data:, vbscript: and the like are
  // dropped (entity-encoded or not: the library decodes before it compares).
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // `//host/path` takes the page's scheme; refused so every link names its scheme.
  allowProtocolRelative: false,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  allowVulnerableTags: false,
  parseStyleAttributes: false,
  // Deeper nesting than any note needs only serves to make rendering slow.
  nestingLimit: 32,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: LINK_REL } }),
  },
};

/**
 * A note's html reduced to the safe subset above, with a real html parser (never patterns):
 * disallowed tags are removed (script-like ones with their content), disallowed attributes and
 * link schemes dropped, every link given `rel="noopener noreferrer"`, comments removed.
 * Cleaning clean html changes nothing.
 *
 * @example cleanNoteHtml('<p onclick="x()">Hi<script>x()</script></p>') // '<p>Hi</p>'
 */
export function cleanNoteHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
