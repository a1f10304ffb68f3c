/**
 * Fluent's focus management (tabster: focus traps, arrow-key groups, first focusable) treats an element whose
 * offsetParent is null as hidden, and jsdom has no layout, so every offsetParent is null there. Tests that check
 * focus import this file: an element is 'laid out' unless it or an ancestor is hidden or display: none.
 */
function layoutParent(start: HTMLElement): Element | null {
  for (let element: HTMLElement | null = start; element; element = element.parentElement) {
    if (element.hidden || window.getComputedStyle(element).display === 'none') return null;
  }
  return start.parentElement;
}

Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return layoutParent(this);
  },
});

// ...and treats a zero-sized body as a hidden frame: give the body the size of a small screen.
Object.defineProperty(HTMLBodyElement.prototype, 'getBoundingClientRect', {
  configurable: true,
  value: () => ({ x: 0, y: 0, top: 0, left: 0, right: 1024, bottom: 768, width: 1024, height: 768, toJSON: () => ({}) }) as DOMRect,
});

// Fluent's positioning (dropdowns, comboboxes, tooltips, menus) assigns window.ResizeObserver in tests; the shared
// setup defines it read-only, so make it writable again.
Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: window.ResizeObserver });
