/**
 * Courtside activities matched to the OpenActive Activity List (https://openactive.io/activity-list): a small table
 * by words of a session's, programme's or activity's name, checked against the list's JSON-LD. The first name a word
 * matches wins, so a programme's own name ("Junior Tennis Beginners") is tried before its activity's ("Racket and
 * fitness courses"). An activity none matches is published by its own name only (docs/openactive.md).
 */
const ACTIVITY_LIST = 'https://openactive.io/activity-list';

const matched: Array<{ word: RegExp; id: string; prefLabel: string }> = [
  { word: /multi-?sport/i, id: '26a7b902-1ddd-46fd-9371-853e414c9eb3', prefLabel: 'Multisports' },
  { word: /football/i, id: '0a5f732d-e806-4e51-ad40-0a7de0239c8c', prefLabel: 'Football' },
  { word: /badminton/i, id: 'c0360db0-a817-4bae-9167-40f89b49fc9e', prefLabel: 'Badminton' },
  { word: /squash/i, id: 'b7845b8a-4c0c-4a8f-93d3-d41d62eec889', prefLabel: 'Squash' },
  { word: /\btennis/i, id: 'f2ea7405-6098-4378-b0fe-4e398a659fc4', prefLabel: 'Tennis' },
  { word: /netball/i, id: 'fbdc35a8-3dd0-40ee-a7ca-6ff40b3e5f90', prefLabel: 'Netball' },
  { word: /pilates/i, id: '3a6b1c08-7aa6-48d4-9690-dca9e0133057', prefLabel: 'Pilates' },
  { word: /yoga/i, id: 'bf1a5e00-cdcf-465d-8c5a-6f57040b7f7e', prefLabel: 'Yoga' },
  { word: /\bspin|indoor cycl/i, id: '14eff16c-6da8-4f3e-9a85-37a8e7d3062d', prefLabel: 'Spinning' },
  { word: /aqua/i, id: '6e31262b-ce37-4fc7-b3e3-d827ac5e8b42', prefLabel: 'Aqua Aerobics' },
  { word: /splash|improvers|swim(ming)? (course|lesson)|learn to swim/i, id: 'dfaf6bb4-d2fe-4db5-a271-4ceeaaaf55b9', prefLabel: 'Swimming Lessons' },
  { word: /swim/i, id: '2750229d-b725-4171-9276-376be913957c', prefLabel: 'Swimming' },
  { word: /running|\brun\b/i, id: '72ddb2dc-7d75-424e-880a-d90eabe91381', prefLabel: 'Running' },
];

/** The identifiers this table uses (a test checks every published activity is one of them). */
export const knownActivityIds: ReadonlySet<string> = new Set(matched.map((entry) => `${ACTIVITY_LIST}#${entry.id}`));

export interface Concept {
  '@type': 'Concept';
  '@id'?: string;
  prefLabel: string;
  inScheme?: string;
}

/** The first of `names` a word of the table matches, as the list's Concept; else the last name on its own. */
export function activityConcept(...names: string[]): Concept {
  for (const name of names) {
    const found = matched.find((entry) => entry.word.test(name));
    if (found) return { '@type': 'Concept', '@id': `${ACTIVITY_LIST}#${found.id}`, prefLabel: found.prefLabel, inScheme: ACTIVITY_LIST };
  }
  return { '@type': 'Concept', prefLabel: names[names.length - 1] ?? '' };
}
