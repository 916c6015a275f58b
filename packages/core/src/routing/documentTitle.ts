/** What a tab's title is made of: the page's name (spec §2, the names in brackets), the venue and the tenant. */
export interface TitleParts {
  page?: string | null;
  venue?: string | null;
  tenant?: string | null;
}

/** The separator between the parts of a title. */
export const titleSeparator = ' · ';

/**
 * The document title of a page: its name, then the venue, then the tenant ('Shopping basket · Riverside Aquatics
 * Centre · Riverside Leisure Trust'). Missing or blank parts are left out, and a part equal to the one before it is
 * not repeated (the home page of a one-venue tenant); with no part at all, the product's name.
 */
export function documentTitle({ page, venue, tenant }: TitleParts): string {
  const parts: string[] = [];
  for (const part of [page, venue, tenant]) {
    const text = part?.trim();
    if (text && text !== parts[parts.length - 1]) parts.push(text);
  }
  return parts.length > 0 ? parts.join(titleSeparator) : 'Courtside';
}
