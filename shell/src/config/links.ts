/** The external blog the header's Blogs link and the footer's Journal link open in a new tab (SPEC §2). */
export const BLOG_URL = 'https://journal.wellness-travel.example/';
