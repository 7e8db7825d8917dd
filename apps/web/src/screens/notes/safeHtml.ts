import {
  NOTE_HTML_ATTRIBUTES,
  NOTE_HTML_DROPPED_WITH_CONTENT,
  NOTE_HTML_TAGS,
  NOTE_LINK_SCHEMES,
} from '@hearth/contract';

/**
 * The client's own pass over html before it is put into the page (the server already cleans a
 * note's html on write; this is the second lock on the door). Everything not on the server's
 * allowlist (the contract's NOTE_HTML_TAGS and NOTE_HTML_ATTRIBUTES, as the server's clean-html.ts) goes: unknown tags are unwrapped (their text
 * kept), script-like ones dropped with their content, every attribute not listed removed, links
 * kept only for http, https and mailto. The html is parsed into an inert <template>: nothing in
 * it runs or loads while it is walked.
 */
const ALLOWED_TAGS: ReadonlySet<string> = new Set(NOTE_HTML_TAGS);
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set(NOTE_HTML_DROPPED_WITH_CONTENT);

const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  ...NOTE_HTML_ATTRIBUTES,
  // Markdown's tables align their cells; its task lists are disabled checkboxes.
  th: [...(NOTE_HTML_ATTRIBUTES.th ?? []), 'align'],
  td: [...(NOTE_HTML_ATTRIBUTES.td ?? []), 'align'],
  input: ['type', 'checked', 'disabled'],
};

const SAFE_LINK = new RegExp(`^(${NOTE_LINK_SCHEMES.join('|')}):`, 'i');
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
