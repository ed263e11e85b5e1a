// What other features may use of the members feature: a member's lists, for my page's "my posts"
// and "my comments" (one source with the member page).
export { MemberComments } from './member-comments';
export { MemberPosts } from './member-posts';
