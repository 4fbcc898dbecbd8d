/** Helpers shared by the component stories' play functions. */
import { within } from 'storybook/test';

/** Queries over the whole document: menus, drawers and toasts render in portals outside the canvas. */
export const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Deletes every cookie this origin can see (the cookie banner stories start from none). */
export function clearCookies(doc: Document = document): void {
  for (const part of doc.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) doc.cookie = `${name}=; Max-Age=0; path=/`;
  }
}
