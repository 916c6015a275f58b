const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Entity-encodes HTML for the footer call (spec §7: the client decodes, then sanitises). */
export function encodeEntities(html: string): string {
  return html.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}
