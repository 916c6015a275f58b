import { describe, expect, it } from 'vitest';
import { camelizeKeys, snakeizeKeys, toCamelKey, toSnakeKey } from './caseKeys';
import { decodeEntities, escapeHtml } from './decodeEntities';

describe('key case conversion (spec §7)', () => {
  it.each([
    ['theme_app_secondary_colour_1', 'themeAppSecondaryColour1'],
    ['venue_id', 'venueId'],
    ['activities_v2_migration_date', 'activitiesV2MigrationDate'],
    ['name', 'name'],
  ])('camel %s → %s', (snake, camel) => expect(toCamelKey(snake)).toBe(camel));

  it.each([
    ['themeAppSecondaryColour1', 'theme_app_secondary_colour_1'],
    ['venueId', 'venue_id'],
    ['activitiesV2MigrationDate', 'activities_v2_migration_date'],
    ['selectedUserId', 'selected_user_id'],
  ])('snake %s → %s', (camel, snake) => expect(toSnakeKey(camel)).toBe(snake));

  it('walks nested objects and arrays but keeps values', () => {
    const wire = { data: [{ venue_id: 1, opening_times: [{ day_of_week: 1 }], slug: 'a_b' }] };
    expect(camelizeKeys(wire)).toEqual({ data: [{ venueId: 1, openingTimes: [{ dayOfWeek: 1 }], slug: 'a_b' }] });
    expect(snakeizeKeys(camelizeKeys(wire))).toEqual(wire);
  });

  it('converts the same keys alike every time, past the number of keys it remembers', () => {
    const keys = Array.from({ length: 5000 }, (_, i) => `field_${i}_of_day`);
    const first = keys.map(toCamelKey);
    expect(first[4999]).toBe('field4999OfDay');
    expect(keys.map(toCamelKey)).toEqual(first);
    expect(toCamelKey('starts_at')).toBe('startsAt');
    expect(toCamelKey('startsAt')).toBe('startsAt');
  });
});

describe('decodeEntities (spec §7 footer)', () => {
  it.each([
    ['&lt;p&gt;Hi &amp; bye&lt;/p&gt;', '<p>Hi & bye</p>'],
    ['&quot;x&quot; &#39;y&#39;', `"x" 'y'`],
    ['&#x3C;b&#x3e;', '<b>'],
    ['&pound;5 &copy;', '£5 ©'],
    ['&unknown; &#0;', '&unknown; &#0;'],
  ])('%s', (input, output) => expect(decodeEntities(input)).toBe(output));
});

describe('escapeHtml', () => {
  it('escapes every character that could start markup or end an attribute, and decodes back', () => {
    const hostile = `<script>alert("x")</script> & 'quoted' "attr"`;
    expect(escapeHtml(hostile)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39; &quot;attr&quot;');
    expect(decodeEntities(escapeHtml(hostile))).toBe(hostile);
  });
});
