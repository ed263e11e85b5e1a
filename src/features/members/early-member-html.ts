/**
 * What the first script showed of this member's page (early-member.ts), if it is still in the
 * page: React renders a member's page from scratch over its shell, and puts the same markup back
 * in the same commit (MemberPage's slot), so the page never shows it gone. Matched by the
 * member's uid: after the first page the slot is empty.
 */
export function earlyMemberHtml(uid: string): string {
  if (typeof document === 'undefined') return '';
  const page = document.querySelector('[data-early-member] > [data-member-uid]');
  return page?.getAttribute('data-member-uid') === uid ? page.outerHTML : '';
}
