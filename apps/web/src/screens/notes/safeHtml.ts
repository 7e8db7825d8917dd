/**
 * The client's own pass over html before it is put into the page (the server already cleans a
 * note's html on write; this is the second lock on the door). Everything not on the server's
 * allowlist (apps/server/src/notes/clean-html.ts) goes: unknown tags are unwrapped (their text
 * kept), script-like ones dropped with their content, every attribute not listed removed, links
 * kept only for http, https and mailto. The html is parsed into an inert <template>: nothing in
 * it runs or loads while it is walked.
 */
const ALLOWED_TAGS = new Set([
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
]);

/** Dropped with everything inside: their content is code, styles or a foreign document. */
const DROPPED_WITH_CONTENT = new Set([
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
]);

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope', 'align'],
  td: ['colspan', 'rowspan', 'align'],
  input: ['type', 'checked', 'disabled'],
};

const SAFE_LINK = /^(https?:|mailto:)/i;
const HTML_NS = 'http://www.w3.org/1999/xhtml';

export interface CleanOptions {
  /** Markdown's task lists: disabled checkboxes (`<input type="checkbox" disabled>`). */
  taskLists?: boolean;
}

function isAllowed(element: Element, options: CleanOptions): boolean {
  if (element.namespaceURI !== HTML_NS) return false;
  if (ALLOWED_TAGS.has(element.localName)) return true;
  return (
    options.taskLists === true &&
    element.localName === 'input' &&
    element.getAttribute('type') === 'checkbox'
  );
}

function cleanAttributes(element: Element): void {
  const allowed = ALLOWED_ATTRIBUTES[element.localName] ?? [];
  for (const { name } of [...element.attributes]) {
    if (!allowed.includes(name)) element.removeAttribute(name);
  }
  if (element.localName === 'a') {
    // Browsers ignore spaces, tabs and newlines in a scheme: so does the check.
    const href = element.getAttribute('href') ?? '';
    const scheme = [...href].filter((char) => char.charCodeAt(0) > 32).join('');
    if (SAFE_LINK.test(scheme)) {
      element.setAttribute('rel', 'noopener noreferrer');
      element.setAttribute('target', '_blank');
    } else element.removeAttribute('href');
  }
  if (element.localName === 'input') element.setAttribute('disabled', '');
}

function walk(parent: Node, options: CleanOptions): void {
  for (const child of [...parent.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) {
      // Comments, processing instructions, CDATA: never shown.
      child.remove();
      continue;
    }
    const element = child as Element;
    if (DROPPED_WITH_CONTENT.has(element.localName) || element.namespaceURI !== HTML_NS) {
      element.remove();
      continue;
    }
    walk(element, options);
    if (isAllowed(element, options)) cleanAttributes(element);
    else element.replaceWith(...element.childNodes);
  }
}

/** `html` reduced to the allowlist above, as html text. */
export function cleanHtml(html: string, options: CleanOptions = {}): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  walk(template.content, options);
  return template.innerHTML;
}
