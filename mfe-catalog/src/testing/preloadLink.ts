/** A call the site's server started with the page, as it writes it in the head: `<link rel="preload" as="fetch">`. */
export function preloadLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'fetch', href, crossorigin: 'anonymous' })) link.setAttribute(name, value);
  return link;
}
