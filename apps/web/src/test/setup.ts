import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd renders modals and popovers with animations; on a busy 2-core machine they can take more
// than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// antd reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// jsdom's getComputedStyle matches every CSS rule of the document against the element, and Testing
// Library asks it about each element a role query or a click looks at. antd's CSS-in-JS puts
// thousands of rules into <head>: selector matching was 70% of the web suite's time (876 s of
// the CI run; 264 s without them). Component tests check markup, roles, text and behaviour; how
// things look, and what CSS hides, is checked in real Chromium by the browser journeys and the
// screenshots. So the <style> elements antd injects never enter the document here.
const head = document.head;
const appendToHead = head.appendChild.bind(head);
const insertIntoHead = head.insertBefore.bind(head);
const removeFromHead = head.removeChild.bind(head);
head.appendChild = <T extends Node>(node: T): T =>
  node instanceof HTMLStyleElement ? node : appendToHead(node);
head.insertBefore = <T extends Node>(node: T, child: Node | null): T =>
  node instanceof HTMLStyleElement ? node : insertIntoHead(node, child);
head.removeChild = <T extends Node>(node: T): T =>
  node.parentNode === head ? removeFromHead(node) : node;
