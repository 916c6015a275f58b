import { escapeHtml } from '@courtside/core';
import type { TenantRow } from '../db/schema';
import { DEFAULT_OPEN_DATA_LICENSE, datasetPath, feedNames, feedPath, openactiveFeeds, rpdeMediaType } from './feeds';

const licenceNames: Record<string, string> = {
  'https://creativecommons.org/licenses/by/4.0/': 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
};

/** The schema.org Dataset a harvester reads from the dataset site (embedded as JSON-LD). */
export function datasetDescription(tenant: Pick<TenantRow, 'name' | 'openDataLicense' | 'openDataContactEmail'>, origin: string) {
  const license = tenant.openDataLicense ?? DEFAULT_OPEN_DATA_LICENSE;
  return {
    '@context': ['https://schema.org/', 'https://openactive.io/'],
    '@type': 'Dataset',
    '@id': `${origin}${datasetPath}`,
    url: `${origin}${datasetPath}`,
    name: `${tenant.name} sessions and facilities`,
    description: `Near real-time availability and descriptions of the classes, swims, courts, lanes, courses and camps of ${tenant.name}, published as OpenActive open data.`,
    keywords: ['Sessions', 'Facilities', 'Courses', 'Activities', 'Sports', 'Physical Activity', 'OpenActive'],
    license,
    inLanguage: ['en-GB'],
    schemaVersion: 'https://openactive.io/modelling-opportunity-data/2.0/',
    publisher: {
      '@type': 'Organization',
      name: tenant.name,
      url: `${origin}/`,
      ...(tenant.openDataContactEmail ? { email: tenant.openDataContactEmail } : {}),
    },
    distribution: feedNames.map((feed) => ({
      '@type': 'DataDownload',
      name: openactiveFeeds[feed].kind.replace('/', ' '),
      additionalType: `https://openactive.io/${openactiveFeeds[feed].kind.split('/').pop()}`,
      encodingFormat: rpdeMediaType,
      contentUrl: `${origin}${feedPath(feed)}`,
      identifier: openactiveFeeds[feed].kind,
    })),
  };
}

/** JSON inside a script element: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value, null, 2).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const style = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1c2024;background:#fff}
header,main,footer{max-width:60rem;margin:0 auto;padding:1rem}
header{border-bottom:1px solid #d9d9e0}footer{border-top:1px solid #d9d9e0;margin-top:2rem}
h1{margin:.5rem 0 1rem;line-height:1.2}h2{margin-top:2rem}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #d9d9e0;padding:.5rem;text-align:left;vertical-align:top}
td code{word-break:break-all}
a{color:#0b5cad}a:focus-visible{outline:2px solid #0d74ce;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
@media (max-width:40rem){table,thead,tbody,tr,th,td{display:block}thead{position:absolute;left:-999px}td{border:0;padding:.25rem 0}tr{border:1px solid #d9d9e0;padding:.5rem;margin-bottom:.5rem}}`;

export interface DatasetPageInput {
  tenant: Pick<TenantRow, 'name' | 'openDataLicense' | 'openDataContactEmail'>;
  venues: ReadonlyArray<{ name: string; town: string }>;
  origin: string;
  styleNonce: string;
}

/** The dataset site: a page a person reads (what is published, the licence, the feeds, a contact) with the Dataset as JSON-LD. */
export function datasetPage({ tenant, venues, origin, styleNonce }: DatasetPageInput): string {
  const dataset = datasetDescription(tenant, origin);
  const name = escapeHtml(tenant.name);
  const licence = escapeHtml(dataset.license);
  const licenceName = escapeHtml(licenceNames[dataset.license] ?? dataset.license);
  const rows = feedNames
    .map((feed) => {
      const url = `${origin}${feedPath(feed)}`;
      return `<tr><th scope="row">${escapeHtml(openactiveFeeds[feed].title)}</th><td>${escapeHtml(openactiveFeeds[feed].about)}</td><td><code>${escapeHtml(openactiveFeeds[feed].kind)}</code></td><td><a href="${escapeHtml(url)}"><code>${escapeHtml(url)}</code></a></td></tr>`;
    })
    .join('');
  const venueList = venues.map((v) => `<li>${escapeHtml(v.name)}, ${escapeHtml(v.town)}</li>`).join('');
  const contact = tenant.openDataContactEmail
    ? `<p>Questions about this data, or something in it that looks wrong? Email <a href="mailto:${escapeHtml(tenant.openDataContactEmail)}">${escapeHtml(tenant.openDataContactEmail)}</a>.</p>`
    : `<p>Questions about this data, or something in it that looks wrong? Ask the team at any of ${name}'s venues.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} open data</title><meta name="description" content="${escapeHtml(dataset.description)}"><style nonce="${escapeHtml(styleNonce)}">${style}</style><script type="application/ld+json">${scriptJson(dataset)}</script></head><body><a class="skip" href="#main">Skip to content</a><header><p><a href="/">${name} bookings</a></p></header><main id="main"><h1>${name} open data</h1><p>${name} publishes its timetable as open data: what runs at its venues, when, what it costs and how many places are left, updated within seconds of a booking or a change. The data follows the <a href="https://openactive.io/">OpenActive</a> standards (Modelling Opportunity Data 2.0 in Realtime Paged Data Exchange 1.0 feeds), so apps and websites can help more people find something active to do.</p><h2>What is published</h2><p>Classes and swims (session series and their scheduled sessions), courts and lanes to hire (facility uses and their slots), and courses and holiday camps, at these venues:</p><ul>${venueList}</ul><p>Nothing about customers or their bookings is published: only the places left.</p><h2>Licence</h2><p>The data is published under the <a href="${licence}">${licenceName}</a> licence. Please credit ${name} wherever you show it.</p><h2>Feeds</h2><p>Each feed is a series of pages: start at its address and follow each page's <code>next</code> link until a page has no items, then ask that last page again from time to time for changes.</p><table><thead><tr><th scope="col">Feed</th><th scope="col">What it holds</th><th scope="col">Kind</th><th scope="col">Address</th></tr></thead><tbody>${rows}</tbody></table><h2>Contact</h2>${contact}</main><footer><p><a href="/">Back to ${name} bookings</a></p></footer></body></html>`;
}
