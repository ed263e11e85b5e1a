/** Marks the header's sign-in button or account menu, which trade places on signing in or out. */
export const ACCOUNT_CORNER = 'data-account-corner';

/** The sign-in button or the account menu's button, whichever the header shows. */
export function accountCornerControl(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${ACCOUNT_CORNER}] button`);
}
