// Building the page from elements (never from HTML strings: every text from the server or a
// player is set as text, so nothing in it can run).

type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | ((event: Event) => void)> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false) element.setAttribute(name, value);
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) element.append(child);
  return element;
}

/** Replaces an element's content. */
export function show(target: Element, ...children: Child[]): void {
  target.replaceChildren(...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false));
}

/** A status line read out by screen readers when it changes. */
export function statusLine(id: string): HTMLParagraphElement {
  return h('p', { id, class: 'status', role: 'status', 'aria-live': 'polite' });
}

export function when(iso: string | null): string {
  return iso === null ? 'none (the GameMaster adjudicates)' : new Date(iso).toLocaleString();
}
