import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// happy-dom has matchMedia, but make "system" deterministic (light) for theme tests.
beforeEach(() => {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
});

// A console.error fails the test (DESIGN.md habit 11), except next-themes' known React 19 dev warning.
const ALLOWED = [/Encountered a script tag while rendering React component/];
const originalError = console.error;
beforeEach(() => {
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (ALLOWED.some((re) => re.test(text))) return;
    originalError(...args);
    throw new Error(`console.error during test: ${text.slice(0, 500)}`);
  };
});
afterEach(() => {
  console.error = originalError;
  cleanup();
});
