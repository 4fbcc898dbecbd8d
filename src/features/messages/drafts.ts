/**
 * Unsent text survives navigation and reloads in this tab (sessionStorage, one entry per
 * conversation, or per vehicle for a first message), and is gone once sent. Storage may be
 * unavailable (private modes, quotas): then a draft simply does not survive.
 */
const keyOf = (target: string) => `lotline:message-draft:${target}`;

export const conversationDraft = (conversationId: string) => `conversation:${conversationId}`;
export const vehicleDraft = (vehicleId: string) => `vehicle:${vehicleId}`;

export function readDraft(target: string): string {
  try {
    return window.sessionStorage.getItem(keyOf(target)) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(target: string, text: string): void {
  try {
    if (text.trim()) window.sessionStorage.setItem(keyOf(target), text);
    else window.sessionStorage.removeItem(keyOf(target));
  } catch {
    // No storage: the draft lives as long as the screen.
  }
}
